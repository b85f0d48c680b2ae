import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isFetchableAddress } from './public-address.ts';

export interface RemoteImageOptions {
  /** Tests and the demo: 127.0.0.1 and ::1 may be fetched (PROFILE_PHOTO_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
  /** The whole fetch, headers and body, must be done by then. */
  timeoutMs: number;
  /** Bytes at most; a longer answer is cut off and refused. */
  maxBytes: number;
  /** Ends the fetch early (the server closing). */
  signal?: AbortSignal | undefined;
}

/** Why a remote image was not fetched; the caller logs it and goes on without the image. */
export class RemoteImageRefused extends Error {}

/**
 * The bytes at a user-given http(s) URL, fetched as the server (decision 0054), so guarded against
 * server-side request forgery: only http and https, no credentials in the URL; the host resolved and
 * every address it has checked (no private, loopback, link-local or reserved one) by the very lookup
 * the connection uses, so a second DNS answer cannot swap it; no redirects followed; a time limit over
 * the whole exchange and a size limit counted as the bytes arrive. Whether the bytes are an image is
 * for sharp to say (process-image.ts).
 */
export async function fetchRemoteImage(url: string, options: RemoteImageOptions): Promise<Buffer> {
  const target = URL.canParse(url) ? new URL(url) : null;
  if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) throw new RemoteImageRefused('not an http(s) URL');
  if (target.username || target.password) throw new RemoteImageRefused('credentials in the URL');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // Node connects to an IP literal without asking the lookup: it is checked here instead.
  if (isIP(host) !== 0 && !isFetchableAddress(host, options)) throw new RemoteImageRefused(`address ${host} is not public`);

  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      { method: 'GET', signal, lookup: checkedLookup(options), headers: { accept: 'image/*' } },
      resolve,
    );
    request.on('error', reject);
    request.end();
  }).catch((error: unknown) => {
    throw error instanceof RemoteImageRefused ? error : new RemoteImageRefused(`fetch failed: ${String(error)}`);
  });
  try {
    if (response.statusCode !== 200) throw new RemoteImageRefused(`answered ${response.statusCode} (redirects are not followed)`);
    const declared = Number(response.headers['content-length']);
    if (declared > options.maxBytes) throw new RemoteImageRefused(`${declared} bytes is over ${options.maxBytes}`);
    const chunks: Buffer[] = [];
    let received = 0;
    for await (const chunk of response) {
      received += (chunk as Buffer).length;
      if (received > options.maxBytes) throw new RemoteImageRefused(`over ${options.maxBytes} bytes`);
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    throw error instanceof RemoteImageRefused ? error : new RemoteImageRefused(`fetch failed: ${String(error)}`);
  } finally {
    response.destroy();
  }
}

/** dns.lookup, answering only when every address of the host may be fetched (one bad address refuses the host). */
function checkedLookup(options: RemoteImageOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((each) => !isFetchableAddress(each.address, options));
      if (refused || addresses.length === 0) {
        return callback(new RemoteImageRefused(`${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`), '', 0);
      }
      // Node asks for all addresses (happy eyeballs) or one, as its own lookup would answer.
      if (lookupOptions.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
