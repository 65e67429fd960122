import type { CrashEvent } from '@gamehall/contract';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A WebSocket the test drives: the page opens it as it would the crash socket, and the
 * test opens it, sends it events and drops it as the server would.
 */
export class FakeSocket {
  static all: FakeSocket[] = [];

  /** The socket opened last. */
  static latest(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('the page opened no socket');
    return socket;
  }

  readyState = 0;
  closedByPage = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  /** The server accepts the connection. */
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }

  /** The server sends one event. */
  emit(event: CrashEvent | string) {
    const data = typeof event === 'string' ? event : JSON.stringify(event);
    act(() => this.onmessage?.(new MessageEvent('message', { data })));
  }

  /** The connection drops (server restart, network). */
  drop() {
    act(() => {
      this.readyState = 3;
      this.onclose?.(new CloseEvent('close', { code: 1006 }));
    });
  }

  send() {}

  /** The page closes it (it leaves). */
  close() {
    this.closedByPage = true;
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1000 }));
  }
}

/** Replaces the browser's WebSocket with FakeSocket for one test (vi.unstubAllGlobals undoes it). */
export function fakeSockets() {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  return FakeSocket;
}
