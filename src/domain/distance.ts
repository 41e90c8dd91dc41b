/** Distances on the earth as the database measures them (earthdistance's sphere). */

/** earthdistance's `earth()`: the radius of its sphere, in metres. */
const EARTH_RADIUS_M = 6_378_168;

/** Great-circle distance between two points in kilometres (not rounded). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))) / 1000;
}

/** A box around South Africa (with Lesotho and Eswatini inside it): points outside are not served. */
export function inSouthAfrica(latitude: number, longitude: number): boolean {
  return latitude >= -35.2 && latitude <= -22.0 && longitude >= 16.2 && longitude <= 33.2;
}

/** A provider's service radius: whole kilometres, 1 to 100, 25 unless they say otherwise. */
export const SERVICE_RADIUS_KM = { min: 1, max: 100, default: 25 } as const;
