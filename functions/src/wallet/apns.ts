import http2 from 'node:http2';

/** What an APNs answer means for the registration: kept, or gone (410: the device dropped the pass). */
export type PushOutcome = 'sent' | 'unregistered' | 'failed';

/**
 * One pass-update push through Apple's HTTP/2 API: `POST /3/device/{pushToken}`, `apns-topic` the
 * pass type id and an empty JSON payload (the device then asks the web service what changed).
 * Authenticated with the pass certificate over TLS; locally plain HTTP/2 to the stand-in.
 */
export function pushPassUpdate(
  apnsBaseUrl: string,
  pushToken: string,
  passTypeId: string,
  tls: { cert: string; key: string },
): Promise<PushOutcome> {
  return new Promise((resolve) => {
    const secure = apnsBaseUrl.startsWith('https:');
    const session = http2.connect(apnsBaseUrl, secure ? { cert: tls.cert, key: tls.key } : {});
    const done = (outcome: PushOutcome) => {
      session.close();
      resolve(outcome);
    };
    session.on('error', () => done('failed'));
    session.setTimeout(10_000, () => {
      session.destroy();
      resolve('failed');
    });
    const stream = session.request({
      ':method': 'POST',
      ':path': `/3/device/${encodeURIComponent(pushToken)}`,
      'apns-topic': passTypeId,
      'content-type': 'application/json',
    });
    stream.on('response', (headers) => {
      const status = Number(headers[':status']);
      stream.resume();
      stream.on('end', () => done(status === 200 ? 'sent' : status === 410 ? 'unregistered' : 'failed'));
    });
    stream.on('error', () => done('failed'));
    stream.end('{}');
  });
}
