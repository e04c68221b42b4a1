import type { VideoShortSeed } from "./types.ts";

/**
 * Fallback list of short videos, used when the video API is not configured.
 * The video ids are fictional placeholders in the 11-character YouTube id format.
 */
export const VIDEO_SHORTS: VideoShortSeed[] = [
  {
    videoId: "sKy7dMr0Ah1",
    title: "What 4% DLD means on your purchase",
    description: "A one-minute look at the Dubai Land Department transfer fee and the other costs to budget for when you buy.",
  },
  {
    videoId: "pLm2_offQx8",
    title: "Off-plan payment plans in 60 seconds",
    description: "How booking, construction and handover instalments work, and why your money goes into an escrow account.",
  },
  {
    videoId: "rN4-ejRi215",
    title: "Ejari explained for new tenants",
    description: "Why your tenancy contract must be registered, what it costs and which documents you need.",
  },
  {
    videoId: "gV9wPalmJ03",
    title: "A walk along the Palm Jumeirah trunk",
    description: "Apartments, villas and everyday life on the Palm, with our consultant's quick take on prices.",
  },
  {
    videoId: "jVc6LiF3tYu",
    title: "Why investors keep buying in JVC",
    description: "Rental demand, entry prices and what to check in a building before you buy in Jumeirah Village Circle.",
  },
  {
    videoId: "mOu5StEp2Kz",
    title: "From MoU to title deed",
    description: "The steps of a ready-property purchase in Dubai, from signing the MoU to transfer at a trustee office.",
  },
  {
    videoId: "hNd0vR_Sn4g",
    title: "Handover day: our snagging checklist",
    description: "What to inspect before you accept the keys to a new off-plan home, room by room.",
  },
  {
    videoId: "gLdVisa2mAE",
    title: "Golden Visa through property",
    description: "A short summary of how property ownership can support a ten-year UAE residence visa, and what to check first.",
  },
];
