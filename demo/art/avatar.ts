// Agent avatars (400x400): friendly flat head-and-shoulders portraits. Who is drawn (gender,
// skin tone, hair, headscarf (shayla) or ghutra with agal, beard, glasses) comes from the
// agent's `Portrait` in the seed content, so the picture fits the name beside it; the seed
// only varies the background and clothing colours. No text.

import { shade } from "./color.ts";
import { type Rng, chance, createRng, pick, range } from "./random.ts";
import { Svg, circle, ellipse, path, rect, stroke } from "./svg.ts";

/** Skin tones from fairest to deepest. */
export const SKIN_TONES = {
  fair: "#f7d7bd",
  light: "#f0c6a3",
  olive: "#e3b18c",
  medium: "#d09a72",
  tan: "#b97e57",
  brown: "#9a6443",
  deep: "#7a4a30",
  dark: "#5e3824",
} as const;
export const HAIR_COLOURS = {
  black: "#161616",
  "dark-brown": "#2b1d14",
  brown: "#5a3b26",
  "light-brown": "#8a5a33",
  blonde: "#c9a063",
  auburn: "#6b2f1f",
  grey: "#7d7d7d",
} as const;
export const FEMALE_STYLES = ["long", "bun", "bob", "curly"] as const;
export const MALE_STYLES = ["short", "side", "buzz", "curly", "bald"] as const;

export type Portrait = {
  gender: "female" | "male";
  skin: keyof typeof SKIN_TONES;
  hair: keyof typeof HAIR_COLOURS;
  /** Hair style; hidden under a scarf or a ghutra. */
  style: (typeof FEMALE_STYLES)[number] | (typeof MALE_STYLES)[number];
  /** A shayla for a woman, a ghutra with agal for a man. */
  cover?: "scarf" | "ghutra";
  beard?: boolean;
  glasses?: boolean;
  /** Clothing; a suit by default (an abaya goes with a scarf, a kandura with a ghutra). */
  outfit?: "suit" | "blouse" | "abaya";
};

const backgrounds = ["#e6f0f8", "#fcefe2", "#e8f4ec", "#f4e8f1", "#fff4d8", "#e8ebf7", "#f8e7e1", "#e3f3f3"];
const suits = ["#1f2f46", "#2f3a4a", "#3d3d3d", "#4a5a6a", "#8a6a4f", "#1e4d5c", "#6b2f3f", "#7a8a99", "#b59a78", "#3f5a4a"];
const tops = ["#c75b4a", "#e0a458", "#4f7ca8", "#7aa37a", "#9b6fb0", "#e9e4da", "#2f6f73", "#d98e9a"];
const scarves = ["#2b2b2b", "#6b4f6b", "#b58a7a", "#3f5f7a", "#c9a27e", "#7a8f7a", "#e9dccb", "#8c3b4a"];

type Look = "suit" | "blouse" | "kandura" | "abaya";

function shoulders(color: string): string {
  return path("M36 400C36 322 104 290 200 290C296 290 364 322 364 400Z", color);
}

function outfit(look: Look, main: string, rng: Rng): string {
  let out = shoulders(main);
  if (look === "suit") {
    const shirt = pick(rng, ["#ffffff", "#eef3f8", "#f5efe6", "#dfe9f2"]);
    out += path("M164 292L200 352L236 292Z", shirt);
    if (chance(rng, 0.55))
      out += path(
        "M192 300L208 300L212 322L200 372L188 322Z",
        pick(rng, ["#8c2f39", "#274060", "#c9a45c", "#2f5d50", "#3a3a3a"]),
      );
    out += path("M150 296L200 366L180 300Z", shade(main, -0.25)) + path("M250 296L200 366L220 300Z", shade(main, -0.25));
  } else if (look === "kandura") {
    out += stroke("M200 300V400", shade(main, -0.12), 2) + circle(200, 318, 3, shade(main, -0.2));
  } else {
    out += stroke("M200 300V400", shade(main, 0.2), 2, { opacity: 0.6 });
  }
  return out;
}

/** The portrait as drawn: a scarf only on a woman, a ghutra or a beard only on a man. */
export function resolvePortrait(p: Portrait): Required<Omit<Portrait, "cover">> & { cover: "scarf" | "ghutra" | "none"; look: Look } {
  const feminine = p.gender === "female";
  const styles: readonly string[] = feminine ? FEMALE_STYLES : MALE_STYLES;
  const cover = p.cover === "scarf" && feminine ? "scarf" : p.cover === "ghutra" && !feminine ? "ghutra" : "none";
  const outfitChoice = p.outfit === "abaya" && cover !== "scarf" ? "suit" : (p.outfit ?? "suit");
  return {
    gender: p.gender,
    skin: p.skin,
    hair: p.hair,
    style: styles.includes(p.style) ? p.style : (styles[0] as Portrait["style"]),
    cover,
    beard: !feminine && Boolean(p.beard),
    glasses: Boolean(p.glasses),
    outfit: outfitChoice,
    look: cover === "ghutra" ? "kandura" : outfitChoice,
  };
}

export function avatar(portrait: Portrait, seed: number): string {
  const rng = createRng(`avatar:${seed}`);
  const doc = new Svg(400, 400);
  const who = resolvePortrait(portrait);
  const bg = pick(rng, backgrounds);
  const skin = SKIN_TONES[who.skin];
  const hair = HAIR_COLOURS[who.hair];
  const feminine = who.gender === "female";
  const cover = who.cover;
  const look = who.look;
  const dark = shade(skin, -0.18);
  doc.add(rect(0, 0, 400, 400, bg));
  doc.add(circle(200, 215, 165, shade(bg, -0.05)));
  doc.add(circle(range(rng, 40, 360), range(rng, 30, 120), range(rng, 20, 50), shade(bg, 0.5), { opacity: 0.6 }));
  const mainColor =
    look === "kandura"
      ? "#f6f4ef"
      : look === "abaya"
        ? pick(rng, ["#1d1d22", "#2a2530", "#3a3340"])
        : look === "suit"
          ? pick(rng, suits)
          : pick(rng, tops);
  const scarf = pick(rng, scarves);
  const style = who.style;
  // Behind the head: long hair, headscarf or ghutra drape.
  if (cover === "scarf")
    doc.add(
      path(
        "M118 196C108 98 158 66 200 66C242 66 292 98 282 196C284 244 304 282 336 322C300 346 100 346 64 322C96 282 116 244 118 196Z",
        scarf,
      ),
    );
  else if (cover === "ghutra") {
    const cloth = chance(rng, 0.75) ? "#f7f6f2" : "#f2e6e6";
    doc.add(
      path(
        "M122 172C118 100 160 74 200 74C240 74 282 100 278 172C282 236 306 290 340 352L296 372C270 318 262 270 258 224L142 224C138 270 130 318 104 372L60 352C94 290 118 236 122 172Z",
        cloth,
      ),
    );
  } else if (style === "long" || style === "bob") {
    const end = style === "long" ? 330 : 250;
    doc.add(
      path(
        `M126 180C116 96 172 72 204 74C262 78 290 126 276 196C270 240 282 ${end - 40} 292 ${end}L108 ${end}C120 ${end - 40} 132 240 126 180Z`,
        hair,
      ),
    );
  }
  doc.add(outfit(look, mainColor, rng));
  if (look === "blouse") doc.add(path("M170 292Q200 326 230 292Z", skin));
  // Neck and head.
  doc.add(path("M172 226V290Q200 312 228 290V226Z", dark));
  if (cover === "scarf") doc.add(path("M146 236Q200 300 254 236L266 304Q200 330 134 304Z", shade(scarf, -0.1)));
  if (cover === "none")
    doc.add(
      ellipse(136, 180, 12, 19, skin),
      ellipse(264, 180, 12, 19, skin),
      ellipse(137, 181, 6, 11, dark, { opacity: 0.5 }),
      ellipse(263, 181, 6, 11, dark, { opacity: 0.5 }),
    );
  doc.add(ellipse(200, 170, 64, 78, skin));
  // Hair or covering on top.
  if (cover === "scarf") {
    doc.add(
      path("M134 168C136 104 176 86 200 86C224 86 264 104 266 168C256 128 232 112 200 112C168 112 144 128 134 168Z", scarf),
    );
    doc.add(stroke("M136 160C150 122 176 110 200 110C224 110 250 122 264 160", shade(scarf, 0.15), 3, { opacity: 0.6 }));
  } else if (cover === "ghutra") {
    const cloth = "#f7f6f2";
    doc.add(
      path("M130 176C128 110 164 88 200 88C236 88 272 110 270 176C262 138 236 118 200 118C164 118 138 138 130 176Z", cloth),
    );
    doc.add(
      path("M137 150C134 196 140 232 154 258L140 266C122 236 118 196 124 150Z", cloth),
      path("M263 150C266 196 260 232 246 258L260 266C278 236 282 196 276 150Z", cloth),
    );
    doc.add(
      stroke("M138 124C160 104 240 104 262 124", "#1d1d1d", 9, { "stroke-linecap": "round" }),
      stroke("M142 112C164 94 236 94 258 112", "#1d1d1d", 7, { "stroke-linecap": "round" }),
    );
  } else {
    switch (style) {
      case "short":
        doc.add(
          path("M136 168C128 104 172 82 206 86C248 90 274 122 264 170C258 140 238 124 204 124C172 124 148 138 136 168Z", hair),
        );
        break;
      case "side":
        doc.add(
          path(
            "M136 170C126 100 176 80 210 84C252 90 276 126 264 170C258 142 244 128 222 124C196 120 176 136 150 138C142 146 138 156 136 170Z",
            hair,
          ),
        );
        break;
      case "buzz":
        doc.add(
          path("M138 160C136 110 170 94 200 94C230 94 264 110 262 160C252 128 230 116 200 116C170 116 148 128 138 160Z", hair, {
            opacity: 0.85,
          }),
        );
        break;
      case "curly": {
        let curls = "";
        for (let i = 0; i < 11; i++) {
          const a = Math.PI * (1.05 + (0.9 * i) / 10);
          curls += circle(200 + Math.cos(a) * 66, 158 + Math.sin(a) * 70, feminine ? 24 : 19, hair);
        }
        doc.add(curls);
        break;
      }
      case "bun":
        doc.add(
          circle(200, 88, 28, hair),
          path("M136 170C130 104 172 86 200 86C228 86 270 104 264 170C256 132 232 116 200 116C168 116 144 132 136 170Z", hair),
        );
        break;
      case "long":
      case "bob":
        doc.add(
          path("M134 178C128 104 172 84 204 86C246 88 272 120 266 178C254 140 226 122 196 124C188 140 160 150 134 178Z", hair),
        );
        break;
      default:
        break;
    }
  }
  // Face.
  const beard = who.beard;
  if (beard) {
    const bc = hair;
    doc.add(
      path("M138 184C140 248 170 262 200 262C230 262 260 248 262 184C252 226 232 234 200 234C168 234 148 226 138 184Z", bc, {
        opacity: 0.95,
      }),
    );
    doc.add(path("M178 214Q200 204 222 214Q200 222 178 214Z", bc));
  }
  const brow = who.hair === "grey" || who.hair === "blonde" ? shade(hair, -0.25) : hair;
  doc.add(stroke("M162 158Q176 149 190 155M210 155Q224 149 238 158", brow, 5, { "stroke-linecap": "round" }));
  doc.add(
    ellipse(176, 178, 6, 7.5, "#2a1f1a"),
    ellipse(224, 178, 6, 7.5, "#2a1f1a"),
    circle(178, 175, 2, "#ffffff"),
    circle(226, 175, 2, "#ffffff"),
  );
  doc.add(stroke("M200 184Q194 200 199 205Q203 207 207 204", shade(skin, -0.3), 3, { "stroke-linecap": "round", opacity: 0.8 }));
  if (chance(rng, 0.6)) doc.add(path("M182 220Q200 240 218 220Z", "#7a2e2e") + path("M186 221Q200 228 214 221Z", "#ffffff"));
  else doc.add(stroke("M182 221Q200 235 218 221", "#8a3b3b", 4, { "stroke-linecap": "round" }));
  doc.add(circle(164, 206, 11, "#ff8a80", { opacity: 0.18 }), circle(236, 206, 11, "#ff8a80", { opacity: 0.18 }));
  if (who.glasses) {
    const frame = pick(rng, ["#2a2a2a", "#6b4f3a", "#b08d57"]);
    doc.add(
      `<g fill="none" stroke="${frame}" stroke-width="3.5"><rect x="155" y="164" width="40" height="30" rx="9"/><rect x="205" y="164" width="40" height="30" rx="9"/><path d="M195 176Q200 172 205 176M155 174L140 170M245 174L260 170"/></g>`,
    );
  }
  // Soft highlight on the face for a little volume.
  doc.add(ellipse(178, 138, 26, 14, "#ffffff", { opacity: 0.12 }));
  return doc.toString();
}
