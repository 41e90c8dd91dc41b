import { describe, expect, it } from 'vitest';
import { resolveLocation, searchPlaces } from './resolve';

describe('built-in South African place search', () => {
  it('finds places by the start of their name, biggest first, with coordinates', () => {
    const [first] = searchPlaces('cape', 5);
    expect(first).toMatchObject({
      name: 'Cape Town',
      formattedAddress: 'Cape Town, City of Cape Town, Western Cape, South Africa',
    });
    expect(first?.latitude).toBeCloseTo(-33.93, 1);
    expect(first?.longitude).toBeCloseTo(18.42, 1);
  });

  it('knows Gqeberha by its old name too, and ignores case and accents', () => {
    expect(searchPlaces('port eliz', 3)[0]?.name).toBe('Gqeberha');
    expect(searchPlaces('GQEBERHA', 3)[0]?.name).toBe('Gqeberha');
  });

  it('knows the names people use: Joburg, Jozi, PE, Kayelitsha, Witbank', () => {
    for (const [typed, name] of [
      ['Joburg', 'Johannesburg'],
      ['jozi', 'Johannesburg'],
      ["Jo'burg", 'Johannesburg'],
      ['PE', 'Gqeberha'],
      ['Kayelitsha', 'Khayelitsha'],
      ['Witbank', 'Emalahleni'],
      ['Makhanda', 'Grahamstown'],
      ['Pietersburg', 'Polokwane'],
      ['Tshwane', 'Pretoria'],
    ]) {
      expect(searchPlaces(typed!, 3)[0]?.name, typed).toBe(name);
    }
    // Typed into an address, they resolve as the place itself does.
    expect(resolveLocation('14 Lansdowne Road, Kayelitsha')?.area).toBe(
      resolveLocation('14 Lansdowne Road, Khayelitsha')?.area,
    );
    expect(resolveLocation('7 Commissioner Street, Jozi')?.area).toBe('Johannesburg');
  });

  it('returns suburbs with their municipality', () => {
    const claremont = searchPlaces('Claremont', 5).find((p) => p.name === 'Claremont');
    expect(claremont?.formattedAddress).toBe(
      'Claremont, City of Cape Town, Western Cape, South Africa',
    );
  });

  it('suggests a typed street address in the place it names, kept as typed', () => {
    const [vilakazi] = searchPlaces('12 Vilakazi Street, Orlando West', 5);
    const orlando = searchPlaces('Orlando', 1)[0];
    expect(vilakazi).toMatchObject({
      name: '12 Vilakazi Street, Orlando West',
      formattedAddress:
        '12 Vilakazi Street, Orlando West, City of Johannesburg, Gauteng, South Africa',
      latitude: orlando?.latitude,
      longitude: orlando?.longitude,
    });
    const [beach] = searchPlaces('12 Beach Road,  Sea Point', 5);
    expect(beach?.formattedAddress).toBe(
      '12 Beach Road, Sea Point, City of Cape Town, Western Cape, South Africa',
    );
    // A suburb the list knows only whole, and a name told apart by its town.
    expect(searchPlaces('Orlando West', 5)[0]?.formattedAddress).toBe(
      'Orlando West, City of Johannesburg, Gauteng, South Africa',
    );
    expect(searchPlaces('Rosebank, Cape Town', 5)[0]?.formattedAddress).toBe(
      'Rosebank, City of Cape Town, Western Cape, South Africa',
    );
    // What the suggestion is sent back as resolves to the place it was suggested in.
    expect(resolveLocation(vilakazi!.formattedAddress, vilakazi)?.area).toBe(
      'Orlando, Johannesburg',
    );
    expect(searchPlaces('3 Main Road, Atlantis Lost City', 5)).toEqual([]);
  });

  it('limits the answer and returns nothing for nonsense', () => {
    expect(searchPlaces('a', 4)).toHaveLength(4);
    expect(searchPlaces('zzqqxx', 8)).toEqual([]);
    expect(searchPlaces('   ', 8)).toEqual([]);
  });
});

describe('typed locations resolved against the place list', () => {
  it('finds the suburbs and townships of the metros', () => {
    const metros: [string, string][] = [
      ['Sandton', 'City of Johannesburg'],
      ['Sea Point', 'City of Cape Town'],
      ['Khayelitsha', 'City of Cape Town'],
      ['Bellville', 'City of Cape Town'],
      ['Fourways', 'City of Johannesburg'],
      ['Umlazi', 'eThekwini'],
      ['Hatfield', 'City of Tshwane'],
      ['Gardens', 'City of Cape Town'],
    ];
    for (const [name, municipality] of metros) {
      const found = searchPlaces(name, 5).find((place) => place.name === name);
      expect(found?.formattedAddress, name).toContain(municipality);
    }
  });

  it('reads a street address as the suburb or town it names', () => {
    expect(resolveLocation('12 Beach Road, Sea Point, Cape Town')).toMatchObject({
      area: 'Sea Point, Cape Town',
    });
    expect(resolveLocation('5 Long St, Stellenbosch')?.area).toMatch(/^Stellenbosch/);
    expect(resolveLocation('Umlazi')?.area).toBe('Umlazi, Durban');
  });

  it('tells places of one name apart by the city the text names', () => {
    const jhb = resolveLocation('Rosebank, Johannesburg');
    const cpt = resolveLocation('Rosebank, Cape Town');
    expect(jhb?.latitude).toBeCloseTo(-26.15, 1);
    expect(cpt?.latitude).toBeCloseTo(-33.96, 1);
  });

  it('keeps chosen coordinates and names the nearest area; refuses points abroad and unknown text', () => {
    expect(resolveLocation('My house', { latitude: -33.916, longitude: 18.393 })).toMatchObject({
      latitude: -33.916,
      longitude: 18.393,
      area: 'Sea Point, Cape Town',
    });
    expect(resolveLocation('London', { latitude: 51.5, longitude: -0.1 })).toBeUndefined();
    expect(resolveLocation('Atlantis Lost City')).toBeUndefined();
    expect(resolveLocation('')).toBeUndefined();
  });
});
