// Where an MIS doctor receives, as far as the MIS tells it: the clinic's addresses whose text is the name of
// one of the doctor's MIS branches (IDENT's Branches of its intervals, DentalPRO's branches). A branch named
// otherwise ('Основной филиал', a legal name) says nothing certain about the address, so it maps to none
// and the clinic picks the address itself (issue 22: a doctor offered at every address sends the patient
// nowhere in particular).

/** Case, 'ё', punctuation and spacing aside: 'ул. Ленина, 10' and 'Ул Ленина 10' are one name. */
export function placeKey(name: string): string {
  return name
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The clinic's addresses named by the doctor's branches, in the clinic's order. */
export function addressesOfBranches(branches: readonly string[], addressList: readonly string[]): string[] {
  const named = new Set(branches.map(placeKey).filter((key) => key !== ''));
  return addressList.filter((address) => named.has(placeKey(address)));
}
