import type { ProjectSeed } from "./types.ts";
import { WATERFRONT_PROJECTS } from "./projects-dubai-waterfront.ts";
import { CENTRAL_PROJECTS } from "./projects-dubai-central.ts";
import { SUBURB_PROJECTS } from "./projects-dubai-suburbs.ts";
import { ABU_DHABI_SHARJAH_PROJECTS } from "./projects-abu-dhabi-sharjah.ts";

/**
 * All demo projects. Names are invented; developers and areas are real.
 *
 * Deliberately empty, for testing empty pages:
 * - area "jumeirah-golf-estates" has no projects;
 * - developers "samana-developers" and "tiger-properties" (noProjects: true) have no projects.
 */
export const PROJECTS: ProjectSeed[] = [
  ...WATERFRONT_PROJECTS,
  ...CENTRAL_PROJECTS,
  ...SUBURB_PROJECTS,
  ...ABU_DHABI_SHARJAH_PROJECTS,
];
