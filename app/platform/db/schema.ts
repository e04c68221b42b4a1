/**
 * Kysely table types. Column names are the database's (snake_case); the API and the
 * screens get their own shapes from the query modules.
 */
import type { Generated } from "kysely";

/** `name_ar`: migration 2026-11-28-11 (null: not named in Arabic yet). */
type LookupTable = { id: Generated<number>; name: string; sort: Generated<number>; name_ar: string | null };

type CompletionYearTable = { id: Generated<number>; year: number };

/** `name_ar`: migration 2026-11-29-01 (reference data). */
type CountryTable = { id: Generated<number>; name: string; iso_code: string; isd_code: string; name_ar: string | null };

export type AreaTable = {
  id: Generated<number>;
  name: string;
  page_url: string;
  emirate_id: number;
  description_html: string;
  image_path: string | null;
  lat: number | null;
  lng: number | null;
  is_active: Generated<number>;
  name_ar: string | null;
  description_html_ar: string | null;
  /** Migration 2026-11-27-30. */
  logo_path: string | null;
  /** Migration 2026-11-29-02: 1 for a community the migrations offer (a reference area), 0 for one added since. */
  is_reference: Generated<number>;
};

type DeveloperTable = {
  id: Generated<number>;
  name: string;
  page_url: string;
  logo_path: string | null;
  description_html: string;
  is_active: Generated<number>;
  name_ar: string | null;
  description_html_ar: string | null;
  /** Migration 2026-11-28-10: the head office's emirate and map position, and a picture. */
  emirate_id: number | null;
  image_path: string | null;
  lat: number | null;
  lng: number | null;
};

export type AgentTable = {
  id: Generated<number>;
  name: string;
  designation: string;
  email: string;
  country_code: string;
  phone: string;
  avatar_path: string | null;
  brn: string;
  languages: Generated<string>;
  /** Migration 2026-11-27-30: the back office's agent editor. */
  name_ar: string | null;
  designation_ar: string | null;
  bio: string | null;
  bio_ar: string | null;
  /** Digits with the country code; null: the phone is the WhatsApp number. */
  whatsapp: string | null;
  /** Migration 2026-12-01-30: the agent's page, /agents/{slug}, shown while is_public is 1. */
  slug: string | null;
  is_public: Generated<number>;
};

/**
 * A visitor's tap on Call, WhatsApp or E-mail (migration 2026-12-01-30), once per visitor, listing
 * and day. `visitor`: a keyed hash of address, browser and day, never the address. `kind` agent:
 * a tap on the agent's own page (`listing_id` is the agent's id).
 */
type ContactTapTable = {
  day: string;
  kind: "unit" | "project" | "agent";
  listing_id: number;
  visitor: string;
  agent_id: number | null;
  channel: "call" | "whatsapp" | "email";
};

/**
 * A listing's life cycle (migration 2026-11-25-10). The site shows `published` and `under_offer`
 * listings: `is_active` is 1 exactly for those, kept in step by app/modules/listings/listings.server.ts.
 */
export type ListingState = "draft" | "published" | "under_offer" | "sold" | "rented" | "archived";
/** Who issued the advertising permit: Dubai Land Department (RERA Trakheesi), Abu Dhabi (ADREC), Sharjah (SRRD). */
type PermitAuthority = "DLD" | "ADREC" | "SRRD";
export type RentFrequency = "yearly" | "monthly" | "weekly" | "daily";

/** Columns units and projects share since migration 2026-11-25-10. */
type ListingColumns = {
  crm_ref: string | null;
  permit_number: string;
  permit_authority: PermitAuthority | null;
  /** The permit's last valid day, YYYY-MM-DD (UTC). */
  permit_expires_on: string | null;
  lat: number | null;
  lng: number | null;
  title_ar: string | null;
  description_html_ar: string | null;
  state: Generated<ListingState>;
  /** Derived: 1 when `state` is shown on the site. */
  is_active: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** When the listing was first shown (kept when it leaves the site). */
  published_at: string | null;
  /** 0-100, written by the write path (modules/listings/quality); the lists' "Recommended" order. */
  quality_score: Generated<number>;
  /** The scoring rules' version the score was computed with (0: not yet). */
  quality_rules: Generated<number>;
};

export type ProjectTable = ListingColumns & {
  id: Generated<number>;
  name: string;
  title: string;
  page_url: string;
  developer_id: number;
  area_id: number;
  type_id: number;
  status_id: number;
  completion_year: number;
  completion_quarter: number;
  starting_price: number;
  size_from_sqft: number;
  size_to_sqft: number;
  description_html: string;
  brochure_path: string | null;
  video_path: string | null;
  map_url: string | null;
  agent_id: number;
  name_ar: string | null;
  created_on: string;
};

type ProjectBedroomTable = { project_id: number; bedroom_id: number };

export type UnitTable = ListingColumns & {
  id: Generated<number>;
  /** The building it is in (migration 2026-11-30-01-market-data), where known. */
  building_id: number | null;
  page_url: string;
  title: string;
  purpose_id: number;
  status_id: number;
  type_id: number;
  classification: string;
  area_id: number;
  developer_id: number | null;
  project_id: number | null;
  /** Null for a kind without bedrooms (office, shop). */
  bedroom_id: number | null;
  bathroom_id: number;
  size_sqft: number;
  price: number;
  description_html: string;
  brochure_path: string | null;
  video_path: string | null;
  map_url: string | null;
  agent_id: number;
  /** Null for a sale. */
  rent_frequency: RentFrequency | null;
  posted_on: string;
};

/**
 * The rows hanging off a listing (migration 2026-11-25-11): exactly one of `unit_id` and
 * `project_id` is set (a check), so one table serves both kinds with full typing.
 */
type OwnedRow = { id: Generated<number>; unit_id: number | null; project_id: number | null; sort: Generated<number> };
export type MediaKind = "photo" | "floor_plan" | "video";
type ListingMediaTable = OwnedRow & {
  kind: MediaKind;
  path: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  alt_ar: string | null;
  /** Hex SHA-256 of the file's bytes, so an import can skip a picture it already has. */
  content_hash: string | null;
};
/** The `_ar` columns: the Arabic typed in the back office for what is not a standard word (null: none). */
type ListingAmenityTable = OwnedRow & { name: string; name_ar: string | null };
type ListingDetailTable = OwnedRow & { element_name: string; details: string; element_name_ar: string | null; details_ar: string | null };
type ListingPlaceTable = OwnedRow & { place_name: string; distance: string; type: string; place_name_ar: string | null };

type PaymentPlanTable = { id: Generated<number>; project_id: number; milestone: string; percent: number; sort: Generated<number> };

type BlogTable = {
  id: Generated<number>;
  category_id: number;
  title: string;
  page_url: string;
  description: string;
  body_html: string;
  image_path: string | null;
  created_on: string;
  title_ar: string | null;
  description_ar: string | null;
  body_html_ar: string | null;
  /** "published" or "draft" (migration 2026-11-26-32); a published post shows once `publish_at` (ISO UTC) has passed, or at once when null. */
  state: Generated<"published" | "draft">;
  publish_at: string | null;
  /** The cover's alt text and the post's own search-engine title and description (migration 2026-11-27-40); null: the title and summary. */
  image_alt: string | null;
  image_alt_ar: string | null;
  seo_title: string | null;
  seo_title_ar: string | null;
  seo_description: string | null;
  seo_description_ar: string | null;
};

type VideoShortTable = {
  id: Generated<number>;
  video_id: string;
  title: string;
  description: string;
  thumbnail_path: string | null;
  sort: Generated<number>;
};

type LeadTable = {
  id: Generated<number>;
  op_code: number;
  /** "subscription": a newsletter sign-up's inbox entry (migration 2026-11-26-04; no phone, country or message). */
  kind: "enquiry" | "contact" | "unit-enquiry" | "subscription" | "viewing";
  project_id: number | null;
  unit_id: number | null;
  name: string;
  email: string;
  country_id: number;
  phone: string;
  message: string;
  form_token: string | null;
  source_ip: string | null;
  user_agent: string | null;
  page_url: string | null;
  created_at: string;
  /** The inbox's columns (migration 2026-11-26-04-lead-inbox). */
  status: Generated<LeadStatus>;
  agent_id: number | null;
  updated_at: string;
  /** The language of the page the lead was sent from ("en" | "ar"; null before migration 2026-11-28-50): its confirmation e-mail's. */
  locale: string | null;
  /** When the lead lost its personal data (erasure or retention; migration 2026-12-01-10): kept as an anonymous count. */
  anonymised_at: Generated<string | null>;
  /** When the admin was mailed that the lead had no first response in time (migration 2026-12-02-10; once). */
  overdue_mailed_at: Generated<string | null>;
};

type SubscriberTable = { id: Generated<number>; name: string; email: string; created_at: string; updated_at: string };

type OutboxTable = {
  id: Generated<number>;
  kind: string;
  payload: string;
  status: Generated<"pending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

/** When a visitor's confirmation e-mail last went to an address (one a day: app/modules/leads/queries/leads.server.ts). */
type ConfirmationRecipientTable = { recipient: string; last_sent_at: string };

/** Active units per filter combination and price band, kept exact by triggers (migration 2026-11-23-01). */
type UnitSearchCountTable = {
  purpose_id: number;
  status_id: number;
  type_id: number;
  /** 0 counts the units without bedrooms (migration 2026-11-25-12). */
  bedroom_id: number;
  bathroom_id: number;
  price_band: number;
  n: number;
};

/** Round price bounds: band `id` covers [lo, hi). */
type PriceBandTable = { id: number; lo: number; hi: number };

/** "removed": `npm run demo:remove` took the demo out; a start never seeds it again. */
type SeedRunTable = { id: number; status: "running" | "done" | "removed"; started_at: string; finished_at: string | null };
/** Moved by writes that change what pages show; polled by every instance (server/cache-invalidation.ts). */
type DataVersionTable = { scope: string; version: number };

export interface Database {
  seed_runs: SeedRunTable;
  data_versions: DataVersionTable;
  purposes: LookupTable;
  statuses: LookupTable;
  property_types: LookupTable;
  bedrooms: LookupTable;
  bathrooms: LookupTable;
  emirates: LookupTable;
  blog_categories: LookupTable;
  completion_years: CompletionYearTable;
  countries: CountryTable;
  areas: AreaTable;
  developers: DeveloperTable;
  agents: AgentTable;
  projects: ProjectTable;
  project_bedrooms: ProjectBedroomTable;
  units: UnitTable;
  unit_search_counts: UnitSearchCountTable;
  price_bands: PriceBandTable;
  listing_media: ListingMediaTable;
  listing_amenities: ListingAmenityTable;
  listing_details: ListingDetailTable;
  listing_places: ListingPlaceTable;
  project_payment_plan: PaymentPlanTable;
  blogs: BlogTable;
  video_shorts: VideoShortTable;
  leads: LeadTable;
  subscribers: SubscriberTable;
  outbox: OutboxTable;
  confirmation_recipients: ConfirmationRecipientTable;
  contact_taps: ContactTapTable;
}

export type LookupTableName = "purposes" | "statuses" | "property_types" | "bedrooms" | "bathrooms" | "emirates" | "blog_categories";


/* ---- Content as data (migration 2026-11-25-20-content) ----
 * A block of its own: this second `interface Database` merges with the one above (TypeScript's
 * declaration merging), so the content tables and the listing tables are edited apart. */

type ContentTextTable = { page: string; field: string; text_en: string; text_ar: string | null; updated_at: string };

type ContentItemTable = {
  page: string;
  list: string;
  position: number;
  ref: string | null;
  title_en: string;
  title_ar: string | null;
  subtitle_en: string | null;
  subtitle_ar: string | null;
  body_en: string | null;
  body_ar: string | null;
  updated_at: string;
};

type BrokerageTable = {
  id: number;
  name_en: string;
  name_ar: string | null;
  short_name_en: string;
  short_name_ar: string | null;
  legal_name_en: string;
  legal_name_ar: string | null;
  phone: string;
  phone_display: string;
  whatsapp: string;
  email: string;
  careers_email: string;
  orn: string;
  opening_hours: string;
  copyright_year: number;
  facebook_url: string | null;
  linkedin_url: string | null;
  instagram_url: string | null;
  youtube_url: string | null;
  updated_at: string;
  /** Migration 2026-11-27-30; null: not set here (the env's YOUTUBE_CHANNEL_ID / LEAD_NOTIFY_EMAIL apply). */
  logo_path: string | null;
  youtube_channel_id: string | null;
  lead_notify_email: string | null;
  /** Migration 2026-12-01-50: when viewings may be booked (ISO weekdays "1,2,…", "HH:MM" Dubai time, slot length). */
  viewing_days: Generated<string>;
  viewing_start: Generated<string>;
  viewing_end: Generated<string>;
  viewing_slot_minutes: Generated<number>;
  /** Migration 2026-12-01-10: leads older than this many years are anonymised (null: 3). */
  lead_retention_years: Generated<number | null>;
  /** Migration 2026-12-02-10: the agent of a lead no routing rule matched, and the hours a lead is answered within (null: 24). */
  lead_fallback_agent_id: Generated<number | null>;
  lead_response_hours: Generated<number | null>;
};

type BrokerageOfficeTable = {
  position: number;
  name_en: string;
  name_ar: string | null;
  building_en: string;
  building_ar: string | null;
  street_en: string;
  street_ar: string | null;
  area_en: string;
  area_ar: string | null;
  city_en: string;
  city_ar: string | null;
  country_en: string;
  country_ar: string | null;
  map_embed_url: string;
  lat: number;
  lng: number;
};

export interface Database {
  content_texts: ContentTextTable;
  content_items: ContentItemTable;
  brokerage: BrokerageTable;
  brokerage_offices: BrokerageOfficeTable;
}

/* ---- The back office (migration 2026-11-26-01-staff and later) ---- */

export type StaffRole = "admin" | "editor" | "agent";

type StaffTable = {
  id: Generated<number>;
  /** Lower-case; unique. */
  email: string;
  name: string;
  role: StaffRole;
  /** The public agent profile an agent account works as (its listings and leads); null for others. */
  agent_id: number | null;
  /** argon2id PHC string; null until a password is set. */
  password_hash: string | null;
  totp_secret: string | null;
  totp_enabled: Generated<number>;
  /** The last accepted TOTP time step: a code is never accepted twice. */
  totp_last_step: number | null;
  is_active: Generated<number>;
  created_at: string;
  updated_at: string;
};

type AuditLogTable = {
  id: Generated<number>;
  at: string;
  /** The actor; both null for the system (seed, jobs, imports). */
  staff_id: number | null;
  staff_name: string | null;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
};

export interface Database {
  staff: StaffTable;
  audit_log: AuditLogTable;
}

/* ---- Staff sign-in (migration 2026-11-26-03-staff-sign-in) ---- */

export type StaffSessionStage = "second-factor" | "signed-in";

type StaffSessionTable = {
  /** SHA-256 (hex) of the cookie's random value. */
  id: string;
  staff_id: number;
  stage: StaffSessionStage;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end, whatever the activity. */
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
};

type SignInAttemptTable = {
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string | null;
};

export type StaffTokenPurpose = "reset" | "invite";

type StaffTokenTable = {
  /** SHA-256 (hex) of the token in the e-mailed link. */
  token_hash: string;
  staff_id: number;
  purpose: StaffTokenPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export interface Database {
  staff_sessions: StaffSessionTable;
  sign_in_attempts: SignInAttemptTable;
  staff_tokens: StaffTokenTable;
}

/* ---- The lead inbox (migration 2026-11-26-04-lead-inbox) ---- */

export type LeadStatus = "new" | "contacted" | "qualified" | "won" | "lost" | "spam";
/** "removed": the subscription's address was taken off the mailing list. */
export type LeadEventKind = "arrived" | "status" | "assigned" | "note" | "mailed" | "removed";

type LeadHistoryTable = {
  id: Generated<number>;
  lead_id: number;
  at: string;
  /** Both null for the system (arrival, the outbox). */
  staff_id: number | null;
  staff_name: string | null;
  kind: LeadEventKind;
  from_value: string | null;
  to_value: string | null;
  note: string | null;
};

/** The words a lead is found by (app/modules/leads/inbox/lead-search-terms.ts), searched by prefix. */
type LeadSearchTermTable = { term: string; lead_id: number };

/**
 * A word of a listing's title (a unit's title, a project's name; `wordTerms` of app/platform/db/search-words.ts),
 * searched by prefix in the staff tables. `listing_id` is a unit's or a project's id, by `kind`.
 */
type ListingTitleTermTable = { kind: "unit" | "project"; listing_id: number; term: string };

/** A removed subscriber's mailbox (normalised): no mail of the site goes to it. */
type MailSuppressionTable = { recipient: string; removed_at: string; staff_id: number | null };

/** A lead of kind "viewing": the time asked for or proposed (migration 2026-12-01-50-viewings). */
type ViewingTable = {
  lead_id: number;
  unit_id: number;
  /** UTC, ISO 8601. */
  starts_at: string;
  minutes: number;
  /** The calendar event's UID; the same through every change, SEQUENCE raised with each. */
  uid: string;
  sequence: Generated<number>;
  status: "requested" | "confirmed" | "proposed";
  updated_at: string;
};

/**
 * Who gets a lead its listing gives no agent (migration 2026-12-02-10), tried by `position`, first
 * match wins. `agent_ids`: a comma list; several take turns (`next_index` counts the turns).
 */
type LeadRoutingRuleTable = {
  id: Generated<number>;
  position: number;
  match_kind: "area" | "project" | "any";
  match_id: number | null;
  agent_ids: string;
  next_index: Generated<number>;
  created_at: string;
  updated_at: string;
};

export interface Database {
  lead_routing_rules: LeadRoutingRuleTable;
  viewings: ViewingTable;
  lead_history: LeadHistoryTable;
  lead_search_terms: LeadSearchTermTable;
  listing_title_terms: ListingTitleTermTable;
  mail_suppressions: MailSuppressionTable;
}

/* ---- Portal feeds (migration 2026-11-26-20-feed-import) ---- */

type FeedFormat = "pf" | "bayut";
export type FeedRunStatus = "running" | "done" | "refused" | "failed" | "interrupted";

type FeedRunTable = {
  id: Generated<number>;
  /** The feed's URL or the file's absolute path. */
  source: string;
  format: FeedFormat | null;
  status: FeedRunStatus;
  started_at: string;
  heartbeat_at: string;
  finished_at: string | null;
  entries: Generated<number>;
  added: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  unpublished: Generated<number>;
  rejected: Generated<number>;
  photos_pending: Generated<number>;
  error: string | null;
  /** FeedReport (app/modules/feeds/report.ts) as JSON. */
  report_json: Generated<string>;
};

/** The unit a feed reference became, and what the feed said about it last. */
type FeedListingTable = {
  crm_ref: string;
  unit_id: number;
  source: string;
  /** SHA-256 of the mapped entry: the same hash again means nothing to write. */
  entry_hash: string;
  /** The entry's fields we have no column for, kept aside. */
  extras_json: Generated<string>;
  /** The entry's photos and floor plans in order: `[{ url, kind }]` as JSON (attached once fetched). */
  media_json: Generated<string>;
  permit_number: Generated<string>;
  /** The day the import first saw this permit number (its assumed expiry counts from it). */
  permit_seen_on: string | null;
  last_run_id: number;
  updated_at: string;
};

export type FeedMappingEntity = "area" | "developer" | "project" | "agent";
type FeedMappingTable = {
  entity: FeedMappingEntity;
  /** The feed's name, normalised (lower case, single spaces); an agent's key is `brn:…`, `email:…` or `name:…`. */
  source_name: string;
  /** Null: not matched (the field is left empty, or the listing refused for a required one). */
  target_id: number | null;
  origin: "auto" | "created" | "admin";
  updated_at: string;
};

type FeedPhotoTable = {
  url: string;
  status: "pending" | "done" | "failed";
  path: string | null;
  width: number | null;
  height: number | null;
  content_hash: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  updated_at: string;
};

/** A job only one instance may run at a time (migration 2026-11-26-21): held until `expires_at`. */
type JobLockTable = { name: string; holder: string | null; expires_at: string };

export interface Database {
  job_locks: JobLockTable;
  feed_runs: FeedRunTable;
  feed_listings: FeedListingTable;
  feed_mappings: FeedMappingTable;
  feed_photos: FeedPhotoTable;
}

/* ---- Content revisions (migration 2026-11-26-30-content-revisions) ---- */

/** What a revision is of: one mechanism for every kind of content (app/modules/content/revisions/revisions.server.ts). */
export type RevisionKind = "page" | "area" | "blog" | "developer" | "agent" | "brokerage";

type ContentRevisionTable = {
  id: Generated<number>;
  kind: RevisionKind;
  /** The record's key within its kind: a page key, an id, "identity". */
  entity_key: string;
  at: string;
  staff_id: number | null;
  staff_name: string | null;
  /** "update", "restore", "reset". */
  action: string;
  /** The whole record before the change (JSON); null when it did not exist. */
  before_json: string | null;
  after_json: string | null;
};

/** A record's first version, kept when it was first written (the spec's texts): what "reset" returns to. */
type ContentDefaultTable = { kind: RevisionKind; entity_key: string; snapshot_json: string; at: string };

export interface Database {
  content_revisions: ContentRevisionTable;
  content_defaults: ContentDefaultTable;
}

/** An old slug of an area or developer (migration 2026-11-26-31): its address answers 301 to the record's current one. */
type SlugRedirectTable = { kind: "area" | "developer"; old_slug: string; target_id: number; at: string };

export interface Database {
  slug_redirects: SlugRedirectTable;
}

/* ---- Saved searches with e-mail alerts (migration 2026-11-27-10-visitor-alerts) ---- */

export type AlertFrequency = "instant" | "daily";
export type AlertStatus = "pending" | "active" | "unsubscribed";
/** Which list an alert searches: units (/property-list, the category pages) or projects (/project-list). */
export type AlertKind = "unit" | "project";

type SearchAlertTable = {
  id: Generated<number>;
  /** As the visitor typed it (mails go here). */
  email: string;
  /** The mailbox (recipientKey): one alert per mailbox and search. */
  recipient: string;
  kind: Generated<AlertKind>;
  /** The list page it was saved on ("/property-list", a category path, "/project-list"). */
  path: string;
  /** The search as the list's query string ("?area=3&beds=2"), read back by its kind's list parser. */
  query: string;
  frequency: AlertFrequency;
  status: Generated<AlertStatus>;
  created_at: string;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** The high-water mark: the job's clock at its last look (listings published after it are new). */
  checked_until: string | null;
  /** When the job looks next; also its lease while it looks. */
  next_run_at: string | null;
  /** The language of the page it was saved on ("en" | "ar"; null before migration 2026-11-28-50): its mails' and links'. */
  locale: string | null;
};

type SearchAlertHitTable = { alert_id: number; listing_id: number; sent_at: string };

export interface Database {
  search_alerts: SearchAlertTable;
  search_alert_hits: SearchAlertHitTable;
}

/* ---- The media library (migration 2026-11-27-30-people-and-media) ---- */

/** An image uploaded for content, by its public path (app/modules/content/media-library.server.ts). */
export type MediaAssetTable = {
  id: Generated<number>;
  path: string;
  /** The name the file had on the uploader's computer (searched; shown). */
  file_name: string;
  alt: string | null;
  alt_ar: string | null;
  width: number | null;
  height: number | null;
  bytes: number;
  staff_id: number | null;
  created_at: string;
};

export interface Database {
  media_assets: MediaAssetTable;
}

/* ---- Going live: the demo's marks and the setup page's tokens (migrations 2026-11-29-70, -71) ---- */

/** Ids first_id..last_id of `table_name` were written by one run of the demo seed (app/modules/setup/demo-removal.server.ts). */
type DemoRowTable = { table_name: string; first_id: number; last_id: number; seeded_at: string };
/** A row the demo seed changed without creating it, and its values before (JSON), for demo:remove to put back. */
type DemoReplacedTable = { table_name: string; row_id: number; values_json: string; replaced_at: string };

/** The SHA-256 (hex) of a setup token a server printed while no admin existed (app/modules/setup/setup-token.server.ts). */
type SetupTokenTable = { hash: string; created_at: string };

export interface Database {
  demo_rows: DemoRowTable;
  demo_replaced: DemoReplacedTable;
  setup_tokens: SetupTokenTable;
}

/* ---- Market data from the Dubai Land Department (migration 2026-11-30-01-market-data) ---- */

/** A building, made from the DLD's files or by staff; units may name theirs (`units.building_id`). */
type BuildingTable = {
  id: Generated<number>;
  name: string;
  name_ar: string | null;
  name_key: string;
  slug: string;
  area_id: number;
  project_id: number | null;
  developer_id: number | null;
  created_at: string;
};

export type MarketPlaceKind = "area" | "project" | "building";

type MarketPlaceAliasTable = { id: Generated<number>; kind: MarketPlaceKind; alias: string; alias_key: string; target_id: number };

/**
 * The place index (migration 2026-12-01-90): one row per area, building, project and developer the
 * search bars suggest, kept by app/modules/places/place-index.server.ts. `aliases`: newline-joined.
 */
type PlaceIndexTable = {
  id: Generated<number>;
  kind: "area" | "building" | "project" | "developer";
  target_id: number;
  name: string;
  name_ar: string | null;
  aliases: string;
  area_id: number | null;
  listings: number;
};

export type MarketSaleKind = "sale" | "mortgage" | "gift";

type MarketSaleTable = {
  transaction_id: string;
  date: string;
  month: string;
  kind: MarketSaleKind;
  procedure: string;
  off_plan: number;
  resale: number;
  property_type: string;
  property_sub_type: string | null;
  usage: string | null;
  dld_area: string;
  dld_building: string | null;
  dld_project: string | null;
  dld_master_project: string | null;
  area_id: number | null;
  building_id: number | null;
  project_id: number | null;
  rooms: number | null;
  rooms_text: string | null;
  has_parking: number;
  size_sqft: number | null;
  worth_aed: number;
  psf_aed: number | null;
  in_stats: number;
  excluded: string | null;
  nearest_metro: string | null;
  nearest_mall: string | null;
  nearest_landmark: string | null;
  import_id: number;
};

type MarketRentTable = {
  contract_id: string;
  registration: "new" | "renew";
  start_date: string;
  end_date: string | null;
  quarter: string;
  contract_amount: number;
  annual_amount: number;
  property_type: string;
  property_sub_type: string | null;
  usage: string | null;
  dld_area: string;
  dld_project: string | null;
  area_id: number | null;
  building_id: number | null;
  project_id: number | null;
  rooms: number | null;
  size_sqft: number | null;
  freehold: number | null;
  in_stats: number;
  excluded: string | null;
  import_id: number;
};

export type MarketMeasure = "sale" | "rent";
export type MarketScope = "area" | "building" | "project";

type MarketStatTable = {
  measure: MarketMeasure;
  scope: MarketScope;
  scope_id: number;
  /** -1: every number of rooms together. */
  rooms: number;
  period: string;
  count: number;
  median_psf: number | null;
  median_amount: number | null;
};

/**
 * The imports, and the re-matches an alias change queues (`kind` "rematch", `source` "area:<alias key>",
 * `rows_kept` the rows it moved): both are runs over the stored rows, listed together in /admin/market.
 */
type MarketImportTable = {
  id: Generated<number>;
  kind: "transactions" | "rents" | "rematch";
  source: string;
  started_at: string;
  finished_at: string | null;
  status: "queued" | "running" | "done" | "failed";
  rows_read: Generated<number>;
  rows_kept: Generated<number>;
  skipped_json: Generated<string>;
  error: string | null;
};

export interface Database {
  buildings: BuildingTable;
  market_place_aliases: MarketPlaceAliasTable;
  place_index: PlaceIndexTable;
  market_sales: MarketSaleTable;
  market_rents: MarketRentTable;
  market_stats: MarketStatTable;
  market_imports: MarketImportTable;
}

/* ---- Consent and data requests (migration 2026-12-01-10-consent-records) ---- */

/** One choice a visitor made: granted 1, refused or withdrawn 0; the latest per mailbox and purpose counts. */
type ConsentRecordTable = {
  id: Generated<number>;
  email: string;
  recipient: string;
  subject: "lead" | "alert" | "subscriber" | "unsubscribe";
  subject_id: number | null;
  purpose: "marketing";
  granted: number;
  text_version: string;
  page_url: string | null;
  locale: string | null;
  created_at: string;
};

export type DataRequestKind = "copy" | "erase";
type DataRequestStatus = "pending" | "confirmed" | "done";
type DataRequestTable = {
  id: Generated<number>;
  email: string;
  recipient: string;
  kind: DataRequestKind;
  status: Generated<DataRequestStatus>;
  locale: string | null;
  created_at: string;
  confirmed_at: string | null;
  due_at: string | null;
  done_at: string | null;
};

export interface Database {
  consent_records: ConsentRecordTable;
  data_requests: DataRequestTable;
}
