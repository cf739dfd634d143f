import type { CDPSession, Page } from 'playwright-core';
import type { WebSocket } from 'ws';
import { RPA_TIMINGS, type TRpaStreamMessage } from '@staffing/domain';

/**
 * The live view of browser runs, in this process: screencast frames of a run's page, its status
 * and its 2FA prompts, relayed to the Admin viewers of its stream.
 *
 * Frames come from the process running the flow, so a viewer must reach that process (one server,
 * or sticky routing) until the scale-out work relays frames between processes; statuses go through
 * the event bus and reach every process.
 */

export type TRelayLimits = {
  maxFramesPerSecond: number;
  /** A viewer whose socket still buffers more than this many frames' bytes is skipped. */
  bufferedFrames: number;
};

const DEFAULT_LIMITS: TRelayLimits = {
  maxFramesPerSecond: RPA_TIMINGS.maxFramesPerSecond,
  bufferedFrames: 2,
};

type TViewer = { socket: WebSocket; sentSeq: number };

type TChannel = {
  viewers: Set<TViewer>;
  page: Page | null;
  cdp: CDPSession | null;
  starting: Promise<void> | null;
  frame: string | null;
  frameSeq: number;
  /** The latest frame as sent, serialised once whatever the number of viewers. */
  frameText: { seq: number; text: string } | null;
  timer: NodeJS.Timeout | null;
  /** The 2FA prompt still waiting for a code: a viewer who joins late gets it too. */
  pendingTwofa: TRpaStreamMessage | null;
};

export function createLiveRelay(options: { limits?: Partial<TRelayLimits> } = {}) {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const channels = new Map<string, TChannel>();

  function channel(flowId: string): TChannel {
    let c = channels.get(flowId);
    if (!c) {
      c = {
        viewers: new Set(),
        page: null,
        cdp: null,
        starting: null,
        frame: null,
        frameSeq: 0,
        frameText: null,
        timer: null,
        pendingTwofa: null,
      };
      channels.set(flowId, c);
    }
    return c;
  }

  function dropIfIdle(flowId: string, c: TChannel) {
    if (c.viewers.size === 0 && !c.page && !c.pendingTwofa) channels.delete(flowId);
  }

  function sendText(socket: WebSocket, text: string) {
    if (socket.readyState === socket.OPEN) socket.send(text);
  }

  /** Each viewer gets the latest frame it has not had, unless its socket is still behind. */
  function tick(c: TChannel) {
    if (!c.frame) return;
    if (c.frameText?.seq !== c.frameSeq)
      c.frameText = {
        seq: c.frameSeq,
        text: JSON.stringify({
          type: 'screencast_frame',
          data: c.frame,
          timestamp: new Date().toISOString(),
        } satisfies TRpaStreamMessage),
      };
    const text = c.frameText.text;
    const budget = limits.bufferedFrames * text.length;
    for (const viewer of c.viewers) {
      if (viewer.sentSeq === c.frameSeq) continue;
      if (viewer.socket.bufferedAmount > budget) continue; // slow viewer: it gets a later frame
      viewer.sentSeq = c.frameSeq;
      sendText(viewer.socket, text);
    }
  }

  function takeFrame(c: TChannel, data: string) {
    c.frame = data;
    c.frameSeq += 1;
    startTimer(c);
  }

  function startTimer(c: TChannel) {
    if (c.timer || c.viewers.size === 0) return;
    c.timer = setInterval(() => tick(c), Math.ceil(1000 / limits.maxFramesPerSecond));
    c.timer.unref();
  }

  function stopTimer(c: TChannel) {
    if (c.timer) clearInterval(c.timer);
    c.timer = null;
  }

  async function startScreencast(c: TChannel) {
    if (!c.page || c.cdp || c.starting || c.viewers.size === 0) return;
    const page = c.page;
    c.starting = (async () => {
      try {
        const cdp = await page.context().newCDPSession(page);
        cdp.on('Page.screencastFrame', (frame) => {
          // Acked at once: Chromium sends the next repaint; the relay keeps only the latest.
          cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
          takeFrame(c, frame.data);
        });
        await cdp.send('Page.startScreencast', {
          format: 'jpeg',
          quality: 55,
          maxWidth: RPA_TIMINGS.maxFrameWidth,
          maxHeight: 800,
          everyNthFrame: 1,
        });
        if (c.page !== page || c.viewers.size === 0) {
          await cdp.send('Page.stopScreencast').catch(() => {});
          await cdp.detach().catch(() => {});
          return;
        }
        c.cdp = cdp;
        startTimer(c);
      } catch {
        // The page closed meanwhile: nothing to show.
      } finally {
        c.starting = null;
      }
    })();
    await c.starting;
  }

  async function stopScreencast(c: TChannel) {
    stopTimer(c);
    const cdp = c.cdp;
    c.cdp = null;
    if (!cdp) return;
    await cdp.send('Page.stopScreencast').catch(() => {});
    await cdp.detach().catch(() => {});
  }

  return {
    /** A run's page, to be shown to its viewers (the screencast starts with the first viewer). */
    async attachPage(flowId: string, page: Page) {
      const c = channel(flowId);
      if (c.page === page) return;
      await stopScreencast(c);
      c.page = page;
      await startScreencast(c);
    },

    async detachPage(flowId: string) {
      const c = channels.get(flowId);
      if (!c) return;
      c.page = null;
      c.pendingTwofa = null;
      await stopScreencast(c);
      dropIfIdle(flowId, c);
    },

    /** A viewer joins: the pending 2FA prompt at once, the last frame at the next tick. */
    async addViewer(flowId: string, socket: WebSocket) {
      const c = channel(flowId);
      const viewer: TViewer = { socket, sentSeq: 0 };
      c.viewers.add(viewer);
      if (c.pendingTwofa) sendText(socket, JSON.stringify(c.pendingTwofa));
      if (c.frame) startTimer(c);
      await startScreencast(c);
      return async () => {
        c.viewers.delete(viewer);
        if (c.viewers.size === 0) await stopScreencast(c);
        dropIfIdle(flowId, c);
      };
    },

    /** A message of the run (2FA) to every viewer of the flow in this process. */
    broadcast(flowId: string, message: TRpaStreamMessage) {
      const c = channels.get(flowId);
      if (!c) return;
      const text = JSON.stringify(message);
      for (const viewer of c.viewers) sendText(viewer.socket, text);
    },

    /** The 2FA prompt waiting for a code (null once answered), sent now and to late viewers. */
    setPendingTwofa(flowId: string, message: TRpaStreamMessage | null) {
      const c = message ? channel(flowId) : channels.get(flowId);
      if (!c) return;
      c.pendingTwofa = message;
      if (message) this.broadcast(flowId, message);
    },

    viewerCount: (flowId: string) => channels.get(flowId)?.viewers.size ?? 0,

    /** A frame of the run's page (what the screencast hands over; tests call it directly). */
    takeFrame(flowId: string, data: string) {
      const c = channels.get(flowId);
      if (c) takeFrame(c, data);
    },

    async close() {
      for (const [flowId, c] of channels) {
        await stopScreencast(c);
        channels.delete(flowId);
      }
    },
  };
}

export type TLiveRelay = ReturnType<typeof createLiveRelay>;
