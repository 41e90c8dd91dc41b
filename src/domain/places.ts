/** South Africa's provinces, as place names and addresses spell them. */
const PROVINCES = new Set(
  [
    'Eastern Cape',
    'Free State',
    'Gauteng',
    'KwaZulu-Natal',
    'Limpopo',
    'Mpumalanga',
    'North West',
    'Northern Cape',
    'Western Cape',
  ].map((name) => name.toLowerCase()),
);

/** A municipality's name as the town it is known by ('City of Cape Town' is Cape Town). */
function townName(part: string): string {
  return part
    .replace(/^City of /i, '')
    .replace(/ (Metropolitan|Local) Municipality$/i, '')
    .replace(/ Metro$/i, '')
    .trim();
}

/**
 * A place as cards show it, on one line: 'Suburb, Town' ('Claremont, City of Cape Town, Western
 * Cape, South Africa' and 'Claremont, Cape Town, Western Cape' both read 'Claremont, Cape Town');
 * the province and country go, and a town named twice once.
 */
export function shortPlace(location: string): string {
  const parts: string[] = [];
  for (const raw of location.split(',')) {
    const part = townName(raw.trim());
    const key = part.toLowerCase();
    if (!part || key === 'south africa' || PROVINCES.has(key)) continue;
    if (parts.some((kept) => kept.toLowerCase() === key)) continue;
    parts.push(part);
  }
  return parts.slice(0, 2).join(', ') || location.trim();
}
