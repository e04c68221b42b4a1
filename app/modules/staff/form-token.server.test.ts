import { describe, expect, it } from "vitest";
import { sentFormToken } from "./form-token.server.ts";

const BOUNDARY = "----test-boundary";
const enc = new TextEncoder();
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

function post(body: BodyInit, type = `multipart/form-data; boundary=${BOUNDARY}`): Request {
  return new Request("http://localhost/admin/units/1", { method: "POST", body, headers: { "content-type": type }, duplex: "half" } as RequestInit);
}

describe("sentFormToken", () => {
  it("reads the token of a url-encoded form and leaves the body to the action", async () => {
    const request = post(new URLSearchParams({ _csrf: "tok", name: "x" }), "application/x-www-form-urlencoded");
    expect(await sentFormToken(request, "_csrf")).toBe("tok");
    expect((await request.formData()).get("name")).toBe("x");
  });

  it("reads an upload's token without waiting for the files after it, and the action still reads every byte", async () => {
    // A body that sends the token and the start of a file, then stalls: reading it whole would never end.
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const photo = new Uint8Array(256 * 1024).fill(7);
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(enc.encode(field("_csrf", "tok") + field("intent", "upload") + fileHead("photos")));
        await stalled;
        controller.enqueue(photo);
        controller.enqueue(enc.encode(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
      },
    });
    const request = post(body);
    expect(await sentFormToken(request, "_csrf")).toBe("tok");
    release();
    const form = await request.formData();
    const file = form.get("photos");
    expect(file).toBeInstanceOf(File);
    expect((file as File).size).toBe(photo.length);
    expect(form.get("_csrf")).toBe("tok");
  });

  it("finds the token after the files too, and the action still reads them", async () => {
    const photo = "x".repeat(300 * 1024);
    const body = fileHead("photos") + photo + "\r\n" + field("_csrf", "tok") + `--${BOUNDARY}--\r\n`;
    const request = post(body);
    expect(await sentFormToken(request, "_csrf")).toBe("tok");
    expect(((await request.formData()).get("photos") as File).size).toBe(photo.length);
  });

  it("stops reading a chunked text form past the back office's form limit", async () => {
    const huge = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(enc.encode("a=" + "b".repeat(512 * 1024)));
      },
    });
    expect(await sentFormToken(post(huge, "application/x-www-form-urlencoded"), "_csrf")).toBeNull();
  });

  it("finds no token in a malformed body, a missing field or another type", async () => {
    expect(await sentFormToken(post("--x\r\nbroken", "multipart/form-data; boundary=x"), "_csrf")).toBeNull();
    expect(await sentFormToken(post(field("intent", "save") + `--${BOUNDARY}--\r\n`), "_csrf")).toBeNull();
    expect(await sentFormToken(post(JSON.stringify({ _csrf: "tok" }), "application/json"), "_csrf")).toBeNull();
  });
});
