import { promises as dns, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { UPLOAD_MAX_BYTES } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { AppError } from "../../lib/errors.ts";
import { type AddressPolicy, publicAddressesOnly } from "./address-policy.ts";
import { type ConvertedUpload, convertUpload } from "./uploads.ts";

/** The limits of docs/product.md 79. */
export const REMOTE_IMAGE_LIMITS = { timeoutMs: 10_000, maxBytes: UPLOAD_MAX_BYTES, maxRedirects: 3 };

export interface RemoteImageOptions {
  /** Which addresses may be connected to; public ones only unless a test says otherwise. */
  policy?: AddressPolicy;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution (the system's by default); tests give names addresses of their choosing. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  /** Ends the fetch early, as when another picture of the same save already failed. */
  signal?: AbortSignal;
}

/** Fetches a picture by its address and converts it as an upload: what a product saves instead of the address. */
export type RemoteImageFetcher = (address: string, signal?: AbortSignal) => Promise<ConvertedUpload>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Why a picture's address could not be used: a 400 that names it, on the form's images field. */
export class RemoteImageError extends AppError {
  constructor(address: string, reason: string) {
    const message = m.server_picture_unusable({ address, reason });
    super("invalid", message, { images: message });
  }
}

/**
 * A reason, before it is known which address of the save it belongs to. Its words are made when the
 * save answers (`reason()`), in the request's language: a socket's callback may run outside it.
 */
class Refusal extends Error {
  constructor(readonly reason: () => string) {
    super("picture refused");
  }
}

const systemResolve = (hostname: string) => dns.lookup(hostname, { all: true, verbatim: true });

function httpUrl(value: string, redirected: boolean): URL {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== "http:" && url?.protocol !== "https:") {
    throw new Refusal(redirected ? m.server_picture_redirected_not_http : m.server_picture_not_http);
  }
  return url;
}

/**
 * Connects only to addresses the policy allows, checked on the address actually connected to: the
 * name is resolved here and the socket is handed exactly the checked addresses (a `lookup` of our
 * own), so a name that answers differently the second time (DNS rebinding) cannot swap them.
 */
function checkedLookup(policy: AddressPolicy, resolve: RemoteImageOptions["resolve"]): LookupFunction {
  return (hostname, options, callback) => {
    (resolve ?? systemResolve)(hostname).then(
      (found) => {
        const usable = found.filter(
          (a) => options.family === undefined || options.family === 0 || a.family === options.family,
        );
        if (usable.length === 0) return callback(new Refusal(m.server_picture_host_not_found), "", 0);
        // One private answer refuses the name: a public web server has no reason to give one.
        if (found.some((a) => !policy.allows(a.address))) {
          return callback(new Refusal(m.server_picture_not_public), "", 0);
        }
        if (options.all) return callback(null, usable);
        const first = usable[0] as LookupAddress;
        return callback(null, first.address, first.family);
      },
      () => callback(new Refusal(m.server_picture_host_not_found), "", 0),
    );
  };
}

function requestOnce(
  url: URL,
  policy: AddressPolicy,
  resolve: RemoteImageOptions["resolve"],
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // An address written as such is connected to without a lookup, so it is checked here.
  if (isIP(host) !== 0 && !policy.allows(host)) {
    return Promise.reject(new Refusal(m.server_picture_not_public));
  }
  return new Promise((resolvePromise, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, {
      method: "GET",
      // A fresh connection each time: a pooled one would skip the lookup and its check.
      agent: false,
      lookup: checkedLookup(policy, resolve),
      signal,
      headers: { accept: "image/webp, image/png, image/jpeg", "user-agent": "Hogar picture fetcher" },
    });
    request.on("socket", (socket) => {
      socket.once("connect", () => {
        if (!socket.remoteAddress || !policy.allows(socket.remoteAddress)) {
          request.destroy(new Refusal(m.server_picture_not_public));
        }
      });
    });
    request.on("response", resolvePromise);
    request.on("error", reject);
    request.end();
  });
}

async function readAtMost(
  response: http.IncomingMessage,
  maxBytes: number,
  tooLarge: () => string,
): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new Refusal(tooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    // Stop reading at once: a server that never ends costs at most maxBytes.
    if (size > maxBytes) {
      response.destroy();
      throw new Refusal(tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function fetchBytes(
  address: string,
  options: RemoteImageOptions,
  signal: AbortSignal,
): Promise<Buffer> {
  const policy = options.policy ?? publicAddressesOnly;
  const maxRedirects = options.maxRedirects ?? REMOTE_IMAGE_LIMITS.maxRedirects;
  const maxBytes = options.maxBytes ?? REMOTE_IMAGE_LIMITS.maxBytes;
  let url = httpUrl(address, false);
  for (let redirects = 0; ; redirects++) {
    const response = await requestOnce(url, policy, options.resolve, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.destroy();
      if (redirects >= maxRedirects) {
        throw new Refusal(() => m.server_picture_too_many_redirects({ max: maxRedirects }));
      }
      const location = response.headers.location;
      if (!location) throw new Refusal(m.server_picture_redirect_nowhere);
      // Every hop is checked again: scheme here, address at its connection.
      url = httpUrl(new URL(location, url).href, true);
      continue;
    }
    if (status !== 200) {
      response.destroy();
      throw new Refusal(() => m.server_picture_status({ status }));
    }
    return readAtMost(response, maxBytes, () => m.server_picture_too_large({ mb: maxBytes / 1024 / 1024 }));
  }
}

/**
 * Fetches a picture given by web address once, as the product is saved, and stores it like an
 * upload (docs/product.md 79): http and https only, at most 3 redirects, 10 seconds and 5 MB, public
 * addresses only, and a JPEG, PNG or WebP by its content.
 */
export async function fetchRemoteImage(
  address: string,
  options: RemoteImageOptions = {},
): Promise<ConvertedUpload> {
  const timeoutMs = options.timeoutMs ?? REMOTE_IMAGE_LIMITS.timeoutMs;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let bytes: Buffer;
  try {
    bytes = await fetchBytes(address, options, signal);
  } catch (error) {
    if (error instanceof Refusal) throw new RemoteImageError(address, error.reason());
    if (deadline.aborted) {
      throw new RemoteImageError(address, m.server_picture_too_slow({ seconds: timeoutMs / 1000 }));
    }
    if (signal.aborted) throw new RemoteImageError(address, m.server_picture_other_failed());
    throw new RemoteImageError(address, m.server_picture_unreachable());
  }
  try {
    return await convertUpload(bytes, address);
  } catch {
    throw new RemoteImageError(address, m.server_picture_not_an_image());
  }
}

/** The fetcher with the shop's limits, or a test's. */
export function remoteImageFetcher(options: RemoteImageOptions = {}): RemoteImageFetcher {
  return (address, signal) => fetchRemoteImage(address, { ...options, ...(signal ? { signal } : {}) });
}
