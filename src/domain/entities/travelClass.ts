/** A travel class as the API returns it (api-contract 5.8); travel classes are read-only. */
export interface TravelClass {
  id: number;
  type: string;
}
