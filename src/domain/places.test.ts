import { describe, expect, it } from 'vitest';
import { shortPlace } from './places';

describe('shortPlace', () => {
  it.each([
    ['Claremont, City of Cape Town, Western Cape, South Africa', 'Claremont, Cape Town'],
    ['Claremont, Cape Town, Western Cape', 'Claremont, Cape Town'],
    ['Cape Town, City of Cape Town, Western Cape, South Africa', 'Cape Town'],
    [
      'Umhlanga, eThekwini Metropolitan Municipality, KwaZulu-Natal, South Africa',
      'Umhlanga, eThekwini',
    ],
    ['12 Main Road, Sea Point, Cape Town, Western Cape', '12 Main Road, Sea Point'],
    ['Soweto', 'Soweto'],
    ['Gauteng', 'Gauteng'],
  ])('%s reads %s', (location, expected) => {
    expect(shortPlace(location)).toBe(expected);
  });
});
