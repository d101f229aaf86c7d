import type { RunningServer } from '../../demo/server/server';
import type { Envelope } from './helpers';

/** Posts an admin call with extra request headers (Origin, Referer). */
export async function postWithHeaders<T = any>(
  server: RunningServer,
  call: string,
  token: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${server.url}/api/v1/admin/${call}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Submits the Approve or Decline form of the billing page; returns the status and redirect target. */
export async function decide(server: RunningServer, action: 'approve' | 'decline', chargeId: string): Promise<{ status: number; location: string | null; text: string }> {
  const response = await fetch(`${server.url}/billing/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ charge_id: chargeId }),
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** Opens the billing page of a confirmation url. */
export async function openConfirmation(url: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(url);
  return { status: response.status, html: await response.text(), headers: response.headers };
}
