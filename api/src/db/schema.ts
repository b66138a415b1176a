import type { ColumnType, Generated, GeneratedAlways, Kysely, Transaction } from 'kysely';
import type { NameTranslations, PackageTranslations } from '@trippy/contracts';

/** JSON column: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;
/** Names in other languages (migration 022). */
type NameTranslationsColumn = ColumnType<NameTranslations, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type StaffRole = 'owner' | 'staff';
export type LeadStatus = 'new' | 'contacted' | 'converted' | 'lost';
export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'expired' | 'left';
export type BookingSource = 'website' | 'phone' | 'walk-in' | 'lead';
export type PaymentMethod = 'card' | 'upi' | 'netbanking' | 'wallet' | 'bank-transfer' | 'emi' | 'cash';

export interface ItineraryDayRow {
  day: number;
  title: string;
  description: string;
}

export interface Database {
  categories: {
    id: string;
    slug: string;
    name: string;
    description: Generated<string>;
    sort_order: Generated<number>;
    translations: NameTranslationsColumn;
  };
  destinations: {
    id: string;
    slug: string;
    name: string;
    region: string;
    translations: NameTranslationsColumn;
  };
  packages: {
    id: string;
    slug: string;
    name: string;
    location: string;
    category_id: string;
    destination_id: string;
    description: string;
    card_image: string;
    gallery: Json<string[]>;
    duration: string;
    duration_days: number;
    offer_price: number;
    original_price: number;
    package_type: string;
    difficulty: 'easy' | 'moderate' | 'challenging' | null;
    max_altitude_ft: number | null;
    /** Months 1-12 of the operating season; [] all year (migration 016). */
    season_months: ColumnType<number[], string | undefined, string>;
    highlights: Json<string[]>;
    itinerary: Json<ItineraryDayRow[]>;
    inclusions: Json<string[]>;
    exclusions: Json<string[]>;
    /** Its words in Hindi, each field optional (migration 020). */
    translations: ColumnType<PackageTranslations, string | undefined, string>;
    sort_order: Generated<number>;
    status: Generated<'published' | 'draft'>;
    created_at: Timestamp;
    updated_at: Timestamp;
    /** lower(name), lower(location), lower(description): what a search matches (migration 009). */
    name_search: GeneratedAlways<string>;
    location_search: GeneratedAlways<string>;
    description_search: GeneratedAlways<string>;
  };
  additional_services: {
    id: string;
    package_id: string;
    name: string;
    price: number;
    sort_order: Generated<number>;
    translations: NameTranslationsColumn;
  };
  batches: {
    id: string;
    package_id: string;
    start_date: string;
    end_date: string;
    total_seats: number;
    seats_left: number;
    closed_at: Generated<Date | string | null>;
    /** Migration 007: the operator called the departure off. */
    cancelled_at: Generated<Date | string | null>;
    cancel_reason: Generated<string | null>;
  };
  customers: {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    address: Generated<string>;
    password_hash: string;
    email_verified: Generated<boolean>;
    token_version: Generated<number>;
    disabled_at: Timestamp | null;
    pending_email: string | null;
    /** The language of the customer's mails and notifications (migration 021). */
    locale: Generated<'en' | 'hi'>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  auth_throttle: {
    key: string;
    failures: Generated<number>;
    window_started_at: Timestamp;
    locked_until: Timestamp | null;
    last_code_at: Timestamp | null;
  };
  otp_codes: {
    id: string;
    customer_id: string;
    purpose: 'verify' | 'login' | 'email-change';
    code_hash: string;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: Timestamp;
  };
  leads: {
    id: string;
    form: 'modal' | 'side';
    first_name: string;
    last_name: string;
    email: string;
    country_code: string;
    phone: string;
    travelers: number | null;
    package_type: string | null;
    trip_type: string | null;
    message: string;
    status: Generated<LeadStatus>;
    assigned_to: Generated<string | null>;
    contacted_at: Generated<Date | string | null>;
    /** Migration 018: the booking a converted lead became. */
    booking_id: Generated<string | null>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  /** Migration 018: one-use links for a staff-opened account's owner to choose a password. */
  password_links: {
    id: string;
    customer_id: string;
    token_hash: string;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: Generated<Timestamp>;
  };
  lead_notes: {
    id: string;
    lead_id: string;
    staff_id: string;
    body: string;
    created_at: Timestamp;
  };
  bookings: {
    id: string;
    customer_id: string;
    package_id: string;
    batch_id: string;
    idempotency_key: string | null;
    request_fingerprint: string | null;
    package_details: Json<Record<string, unknown>>;
    batch_details: Json<Record<string, unknown>>;
    number_of_seats: number;
    payment_type: 'full' | 'advance';
    subtotal: number;
    gst: number;
    total: number;
    payable_amount: number;
    remaining_amount: number;
    balance_due_date: string | null;
    addons: Json<Array<{ _id: string; name: string; price: number }>>;
    customer_details: Json<Record<string, string>>;
    status: Generated<'pending' | 'confirmed' | 'cancelled'>;
    source: Generated<BookingSource>;
    /** Migration 018: the staff member who took a booking by phone, at the counter or from a lead. */
    created_by: Generated<string | null>;
    email_sent: Generated<boolean>;
    refund_percent: number | null;
    refund_amount: number | null;
    cancelled_at: Timestamp | null;
    amount_paid: Generated<number>;
    confirmed_at: Generated<Date | string | null>;
    cancelled_by: Generated<'customer' | 'operator' | null>;
    /** Migration 007: why it was cancelled, shown with the refund. */
    cancel_note: Generated<string>;
    /** Migration 010: until when a new booking's seats are held while its payment is under way. */
    hold_expires_at: Timestamp | null;
    /** Migration 011: TH-26-00042, sequential per year (booking_reference_counters). */
    reference: string;
    created_at: Timestamp;
  };
  booking_reference_counters: {
    year: number;
    last: number;
  };
  payments: {
    id: string;
    booking_id: string;
    kind: 'advance' | 'balance';
    /** Integer paise. */
    amount: number;
    method: PaymentMethod;
    reference: Generated<string>;
    /** ISO date (YYYY-MM-DD). */
    received_on: string;
    /** Null for a payment taken online (migration 010), which has its provider's id instead. */
    recorded_by: string | null;
    provider_payment_id: Generated<string | null>;
    /** Migration 013: the provider's order a payment taken online paid. */
    provider_order_id: Generated<string | null>;
    created_at: Timestamp;
  };
  payment_orders: {
    id: string;
    booking_id: string;
    provider: string;
    provider_order_id: string;
    kind: 'advance' | 'full' | 'balance';
    /** Integer paise. */
    amount: number;
    currency: Generated<string>;
    status: Generated<'created' | 'paid'>;
    created_at: Timestamp;
    paid_at: Timestamp | null;
  };
  payment_events: {
    provider: string;
    event_id: string;
    event: string;
    provider_order_id: string | null;
    provider_payment_id: string | null;
    outcome: string;
    received_at: Timestamp;
    /** Migration 013: what a payment event reported (integer paise), and redeliveries of the same event. */
    amount: Generated<number | null>;
    currency: Generated<string | null>;
    duplicates: Generated<number>;
    last_duplicate_at: Timestamp | null;
  };
  /** Migration 013: webhooks refused (no valid signature), a bounded number a day; never their body. */
  payment_webhook_refusals: {
    id: string;
    provider: string;
    event_id: string | null;
    reason: 'missing-signature' | 'missing-event-id' | 'invalid-signature';
    received_at: Timestamp;
  };
  payment_refunds: {
    id: string;
    booking_id: string;
    provider_payment_id: string;
    /** Integer paise. */
    amount: number;
    reason: string;
    idempotency_key: string;
    provider_refund_id: string | null;
    status: Generated<'pending' | 'processed' | 'failed'>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  /** Migration 013: refunds of money received in cash or by bank transfer, paid back by staff by hand. */
  refund_tasks: {
    id: string;
    booking_id: string;
    /** Integer paise. */
    amount: number;
    reason: string;
    status: Generated<'to-pay' | 'paid'>;
    created_at: Timestamp;
    paid_at: Timestamp | null;
    paid_by: string | null;
    paid_reference: string | null;
  };
  staff: {
    id: string;
    email: string;
    name: string;
    role: StaffRole;
    password_hash: string | null;
    token_version: Generated<number>;
    disabled_at: Timestamp | null;
    invited_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  staff_codes: {
    id: string;
    staff_id: string;
    purpose: 'login' | 'invite';
    code_hash: string;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: Timestamp;
  };
  /** Append-only: the database ignores UPDATE and DELETE on it. */
  audit_log: {
    id: string;
    staff_id: string | null;
    action: string;
    entity_type: string;
    entity_id: string;
    before: Json<unknown> | null;
    after: Json<unknown> | null;
    created_at: Timestamp;
  };
  /** Back-office uploads, served at /api/images/uploads/:id (migration 006). */
  uploaded_images: {
    id: string;
    content_type: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/heic';
    /** The original as uploaded: private, never served (migration 014). */
    bytes: Uint8Array;
    size: number;
    sha256: string;
    uploaded_by: string | null;
    created_at: Generated<Date | string>;
    width: Generated<number | null>;
    height: Generated<number | null>;
    placeholder: Generated<string | null>;
    variant_widths: Generated<number[] | null>;
    variant_key: Generated<string | null>;
    variants_ready_at: Generated<Date | string | null>;
  };
  /** Migration 014: the served forms of an upload (AVIF, WebP, JPEG at several widths), metadata stripped. */
  image_variants: {
    image_id: string;
    format: 'avif' | 'webp' | 'jpeg';
    width: number;
    height: number;
    bytes: Uint8Array;
    size: number;
  };
  /** Migration 007: one row per seat, position 1 the lead traveller (identity numbers only here). */
  booking_travellers: {
    id: string;
    booking_id: string;
    position: number;
    full_name: string;
    age: number;
    gender: 'female' | 'male' | 'other';
    phone: string | null;
    id_type: 'aadhaar' | 'passport' | 'voter-id' | 'driving-licence';
    id_number: string;
    created_at: Generated<Date | string>;
  };
  /** Migration 007: a customer's moves to another batch. */
  booking_changes: {
    id: string;
    booking_id: string;
    from_batch_id: string;
    to_batch_id: string;
    from_start_date: string;
    to_start_date: string;
    previous_total: number;
    new_total: number;
    difference: number;
    created_at: Generated<Date | string>;
  };
  /** Migration 007: the last invoice number of each financial year (locked FOR UPDATE to number one). */
  invoice_counters: {
    financial_year: string;
    last_number: Generated<number>;
  };
  /** Migration 007: one GST invoice per payment, with the facts as billed. */
  invoices: {
    id: string;
    number: string;
    financial_year: string;
    sequence: number;
    booking_id: string;
    payment_id: string;
    customer_id: string;
    issued_on: string;
    taxable_value: number;
    cgst: Generated<number>;
    sgst: Generated<number>;
    igst: Generated<number>;
    amount: number;
    customer_name: string;
    customer_email: string;
    customer_address: string;
    /** Migration 012: the state of supply ("Uttarakhand"); null when unknown (IGST) or issued before. */
    place_of_supply: string | null;
    package_name: string;
    start_date: string;
    end_date: string;
    seats: number;
    created_at: Generated<Date | string>;
  };
  /** Migration 008: the waitlist of full batches; an offer holds its seats for 24 hours. */
  waitlist_entries: {
    id: string;
    batch_id: string;
    customer_id: string;
    seats: number;
    status: Generated<WaitlistStatus>;
    offered_at: Timestamp | null;
    offer_expires_at: Timestamp | null;
    booking_id: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  /** Migration 008: the job queue (claimed with FOR UPDATE SKIP LOCKED). */
  jobs: {
    id: string;
    kind: string;
    key: string;
    payload: Json<Record<string, unknown>>;
    run_at: Timestamp;
    status: Generated<'pending' | 'done' | 'failed'>;
    attempts: Generated<number>;
    last_error: string | null;
    created_at: Timestamp;
    finished_at: Timestamp | null;
  };
  /** Migration 008: one row per balance reminder sent (primary key: booking and reminder day). */
  balance_reminders: {
    booking_id: string;
    days_before: number;
    sent_at: Timestamp;
  };
  notifications: {
    id: string;
    customer_id: string;
    message: string;
    read: Generated<boolean>;
    created_at: Timestamp;
    pushed_at: Timestamp | null;
  };
  outbox: {
    id: string;
    kind: string;
    recipient: string;
    subject: string;
    body: string;
    status: Generated<'pending' | 'sent' | 'failed' | 'dev'>;
    attempts: Generated<number>;
    last_error: string | null;
    created_at: Timestamp;
    sent_at: Timestamp | null;
    next_attempt_at: Timestamp;
    locked_until: Timestamp | null;
  };
  /** Migration 019: the texts of the messages staff send (keys: domain MESSAGE_TEMPLATE_KEYS). */
  message_templates: {
    key: string;
    body: string;
    updated_at: Timestamp;
    updated_by: string | null;
  };
  /** Migration 019: each message sent from a template, on a booking or a lead (exactly one). */
  message_log: {
    id: string;
    channel: 'whatsapp';
    template_key: string;
    booking_id: string | null;
    lead_id: string | null;
    staff_id: string | null;
    /** Digits with the country code, as the message went to. */
    phone: string;
    text: string;
    created_at: Timestamp;
  };
}

export type Db = Kysely<Database>;
/** A database handle or a transaction: repositories accept either. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;
