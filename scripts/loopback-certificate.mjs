// A throwaway self-signed certificate for a TLS server on 127.0.0.1, made with openssl for one run. Used by the
// browser tests (the TON Connect bridge stand-in, e2e/ton-connect.ts) and by `pnpm bench:portal -- --http2`;
// the browsers that reach such a server are told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** @returns {{ key: Buffer, cert: Buffer }} an EC P-256 key and its certificate for 127.0.0.1, valid a day */
export function loopbackCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2e-tls-'));
  try {
    const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1']
        .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'])
        .concat(['-keyout', keyFile, '-out', certFile]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
