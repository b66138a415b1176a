-- Issue #32 (Money), item 7: the GST invoice's place of supply as billed. The customer's state (chosen at
-- booking, kept in bookings.customer_details as `state`, no column needed) or the state of the PIN code in
-- their address (domain placeOfSupply); null when neither tells, and for invoices issued before this
-- migration (their CGST/SGST or IGST amounts say intra- or inter-state).
ALTER TABLE invoices ADD COLUMN place_of_supply text;
