/** 'My Estimates' (site 3) / 'My Window Treatments' (site 11): the account's linked designs. */
export function EstimatesPage() {
  return null;
}
