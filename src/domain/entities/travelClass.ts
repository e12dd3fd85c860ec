/** A travel class as the API returns it; travel classes are read-only (decision D-16). */
export interface TravelClass {
  id: number;
  type: string;
}
