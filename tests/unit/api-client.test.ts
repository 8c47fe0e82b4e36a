import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiJson, apiRequest } from "@/lib/api-client";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, statusText = "") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body || null, { status, statusText })),
  );
}

describe("api client", () => {
  it("turns a non-ok answer into '{status}: {body}' with the server message readable", async () => {
    answer(
      400,
      JSON.stringify({
        message: "County is required",
        issues: [{ path: ["county"], message: "County is required" }],
      }),
    );
    const err = await apiRequest("POST", "/api/farm-shops", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(
      '400: {"message":"County is required","issues":[{"path":["county"],"message":"County is required"}]}',
    );
    expect((err as ApiError).serverMessage).toBe("County is required");
    expect((err as ApiError).issues).toEqual([{ path: "county", message: "County is required" }]);
  });

  it("uses the status text when the body is empty", async () => {
    answer(503, "", "Service Unavailable");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("reads {error} of the login answer", async () => {
    answer(401, JSON.stringify({ error: "Invalid password" }));
    const err = (await apiRequest("POST", "/api/admin/auth/login", { password: "x" }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err.serverMessage).toBe("Invalid password");
  });

  it("sends credentials and JSON, and parses JSON answers", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiJson("POST", "/api/a", { b: 1 })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/a",
      expect.objectContaining({ method: "POST", credentials: "include", body: '{"b":1}' }),
    );
  });
});
