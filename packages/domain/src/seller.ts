import type { IndianState } from './place-of-supply';

export interface Seller {
  readonly legalName: string;
  readonly address: {
    readonly street: string;
    readonly city: string;
    readonly state: IndianState;
    readonly pinCode: string;
  };
  /** 15 characters; its first two digits are the GST code of `address.state`. */
  readonly gstin: string;
}

/**
 * The operator as seller: the one configuration that the GST tax invoice (api/src/modules/invoices) and the
 * site's footer (shell, through packages/ui BRAND) both read. The address's state is the operator's state for
 * the place of supply: CGST + SGST within it, IGST otherwise. The demo GSTIN is well-formed (05 = Uttarakhand)
 * but not a real registration: a real installation edits it here.
 */
export const SELLER: Seller = {
  legalName: 'Trippy Himalaya Tours Pvt. Ltd.',
  address: {
    street: '2nd Floor, 14 Rajpur Road',
    city: 'Dehradun',
    state: 'Uttarakhand',
    pinCode: '248001',
  },
  gstin: '05AABCT1234F1Z5',
};

/** "2nd Floor, 14 Rajpur Road, Dehradun, Uttarakhand 248001" */
export function sellerAddressLine(seller: Seller = SELLER): string {
  const { street, city, state, pinCode } = seller.address;
  return `${street}, ${city}, ${state} ${pinCode}`;
}

/** The seller's block, line by line, exactly as the invoice and the footer print it. */
export function sellerLines(seller: Seller = SELLER): string[] {
  return [seller.legalName, sellerAddressLine(seller), `GSTIN: ${seller.gstin}`];
}
