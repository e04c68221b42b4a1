/**
 * The list of migrations, imported statically so the bundled server and the CLI scripts
 * both see them (a folder scan would not survive bundling). Add new files here in order.
 */
import type { Migration, MigrationProvider } from "kysely/migration";
import * as init from "./2026-11-22-01-init.ts";
import * as seedRuns from "./2026-11-22-02-seed-runs.ts";
import * as searchIndexes from "./2026-11-22-03-search-indexes.ts";
import * as unitSearchCounts from "./2026-11-23-01-unit-search-counts.ts";
import * as dataVersions from "./2026-11-23-05-data-versions.ts";
import * as unitCombinationIndex from "./2026-11-23-06-unit-combination-index.ts";
import * as narrowCoveringIndexes from "./2026-11-23-07-narrow-covering-indexes.ts";
import * as sparseSearchIndexes from "./2026-11-23-08-sparse-search-indexes.ts";
import * as projectCountIndex from "./2026-11-23-09-project-count-index.ts";
import * as confirmationRecipients from "./2026-11-25-01-confirmation-recipients.ts";
import * as listingModel from "./2026-11-25-10-listing-model.ts";
import * as listingChildren from "./2026-11-25-11-listing-children.ts";
import * as unitsWithoutBedrooms from "./2026-11-25-12-units-without-bedrooms.ts";
import * as content from "./2026-11-25-20-content.ts";
import * as staff from "./2026-11-26-01-staff.ts";
import * as auditLog from "./2026-11-26-02-audit-log.ts";
import * as staffSignIn from "./2026-11-26-03-staff-sign-in.ts";
import * as leadInbox from "./2026-11-26-04-lead-inbox.ts";
import * as adminListingIndexes from "./2026-11-26-05-admin-listing-indexes.ts";
import * as listingTitleTerms from "./2026-11-26-06-listing-title-terms.ts";
import * as feedImport from "./2026-11-26-20-feed-import.ts";
import * as feedScheduleLock from "./2026-11-26-21-feed-schedule-lock.ts";
import * as contentRevisions from "./2026-11-26-30-content-revisions.ts";
import * as slugRedirects from "./2026-11-26-31-slug-redirects.ts";
import * as blogSchedule from "./2026-11-26-32-blog-schedule.ts";
import * as visitorAlerts from "./2026-11-27-10-visitor-alerts.ts";
import * as projectAlerts from "./2026-11-28-30-project-alerts.ts";
import * as visitorLocale from "./2026-11-28-50-visitor-locale.ts";
import * as blogEditor from "./2026-11-27-40-blog-editor.ts";
import * as peopleAndMedia from "./2026-11-27-30-people-and-media.ts";
import * as mapPositions from "./2026-11-27-20-map-positions.ts";
import * as titleTermsByListing from "./2026-11-27-60-title-terms-by-listing.ts";
import * as developerProfile from "./2026-11-28-10-developer-profile.ts";
import * as lookupArabicNames from "./2026-11-28-11-lookup-arabic-names.ts";
import * as purposeArabicNames from "./2026-11-28-60-purpose-arabic-names.ts";
import * as referenceData from "./2026-11-29-01-reference-data.ts";
import * as referenceAreas from "./2026-11-29-02-reference-areas.ts";
import * as demoMarks from "./2026-11-29-70-demo-marks.ts";
import * as setupTokens from "./2026-11-29-71-setup-tokens.ts";
import * as demoReplaced from "./2026-11-29-72-demo-replaced.ts";
import * as marketData from "./2026-11-30-01-market-data.ts";
import * as marketAliases from "./2026-11-30-02-market-aliases.ts";
import * as marketSalesDateIndex from "./2026-11-30-03-market-sales-date-index.ts";
import * as unitBuildingIndex from "./2026-11-30-10-unit-building-index.ts";
import * as marketSalesPlaceDate from "./2026-11-30-11-market-sales-place-date.ts";
import * as viewings from "./2026-12-01-50-viewings.ts";
import * as consentRecords from "./2026-12-01-10-consent-records.ts";
import * as agentPages from "./2026-12-01-30-agent-pages.ts";
import * as listingQuality from "./2026-12-01-70-listing-quality.ts";
import * as placeIndex from "./2026-12-01-90-place-index.ts";
import * as leadRouting from "./2026-12-02-10-lead-routing.ts";
import * as listingListsArabic from "./2026-12-03-10-listing-lists-arabic.ts";
import * as combinationSortIndex from "./2026-12-03-20-combination-sort-index.ts";

const migrations: Record<string, Migration> = {
  "2026-11-22-01-init": init,
  "2026-11-22-02-seed-runs": seedRuns,
  "2026-11-22-03-search-indexes": searchIndexes,
  "2026-11-23-01-unit-search-counts": unitSearchCounts,
  "2026-11-23-05-data-versions": dataVersions,
  "2026-11-23-06-unit-combination-index": unitCombinationIndex,
  "2026-11-23-07-narrow-covering-indexes": narrowCoveringIndexes,
  "2026-11-23-08-sparse-search-indexes": sparseSearchIndexes,
  "2026-11-23-09-project-count-index": projectCountIndex,
  "2026-11-25-01-confirmation-recipients": confirmationRecipients,
  "2026-11-25-10-listing-model": listingModel,
  "2026-11-25-11-listing-children": listingChildren,
  "2026-11-25-12-units-without-bedrooms": unitsWithoutBedrooms,
  "2026-11-25-20-content": content,
  "2026-11-26-01-staff": staff,
  "2026-11-26-02-audit-log": auditLog,
  "2026-11-26-03-staff-sign-in": staffSignIn,
  "2026-11-26-04-lead-inbox": leadInbox,
  "2026-11-26-05-admin-listing-indexes": adminListingIndexes,
  "2026-11-26-06-listing-title-terms": listingTitleTerms,
  "2026-11-26-20-feed-import": feedImport,
  "2026-11-26-21-feed-schedule-lock": feedScheduleLock,
  "2026-11-26-30-content-revisions": contentRevisions,
  "2026-11-26-31-slug-redirects": slugRedirects,
  "2026-11-26-32-blog-schedule": blogSchedule,
  "2026-11-27-10-visitor-alerts": visitorAlerts,
  "2026-11-27-40-blog-editor": blogEditor,
  "2026-11-27-30-people-and-media": peopleAndMedia,
  "2026-11-27-20-map-positions": mapPositions,
  "2026-11-27-60-title-terms-by-listing": titleTermsByListing,
  "2026-11-28-10-developer-profile": developerProfile,
  "2026-11-28-11-lookup-arabic-names": lookupArabicNames,
  "2026-11-28-30-project-alerts": projectAlerts,
  "2026-11-28-50-visitor-locale": visitorLocale,
  "2026-11-28-60-purpose-arabic-names": purposeArabicNames,
  "2026-11-29-01-reference-data": referenceData,
  "2026-11-29-02-reference-areas": referenceAreas,
  "2026-11-29-70-demo-marks": demoMarks,
  "2026-11-29-71-setup-tokens": setupTokens,
  "2026-11-29-72-demo-replaced": demoReplaced,
  "2026-11-30-01-market-data": marketData,
  "2026-11-30-02-market-aliases": marketAliases,
  "2026-11-30-03-market-sales-date-index": marketSalesDateIndex,
  "2026-11-30-10-unit-building-index": unitBuildingIndex,
  "2026-11-30-11-market-sales-place-date": marketSalesPlaceDate,
  "2026-12-01-50-viewings": viewings,
  "2026-12-01-10-consent-records": consentRecords,
  "2026-12-01-30-agent-pages": agentPages,
  "2026-12-01-70-listing-quality": listingQuality,
  "2026-12-01-90-place-index": placeIndex,
  "2026-12-02-10-lead-routing": leadRouting,
  "2026-12-03-10-listing-lists-arabic": listingListsArabic,
  "2026-12-03-20-combination-sort-index": combinationSortIndex,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
