import { describe, expect, it } from "vitest";
import { errorAnswer } from "./error-answers.ts";

describe("errorAnswer", () => {
  it("gives a status its own words for the API and for the page", () => {
    expect(errorAnswer(405)).toEqual({
      code: "method_not_allowed",
      message: "API calls are POST with a JSON body.",
      title: "Not allowed",
      text: "This kind of request is not accepted here.",
    });
  });

  it("lends a status without words those of 500 or 400, under its own API code", () => {
    expect(errorAnswer(502)).toEqual({ ...errorAnswer(500), code: "http_502" });
    expect(errorAnswer(418)).toEqual({ ...errorAnswer(400), code: "http_418" });
  });
});
