export interface ProfileFields {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  address?: string | null;
}

const present = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/** A profile is complete when first name, last name, phone and address are all present. */
export function isProfileComplete(customer: ProfileFields): boolean {
  return (
    present(customer.firstName) &&
    present(customer.lastName) &&
    present(customer.phone) &&
    present(customer.address)
  );
}
