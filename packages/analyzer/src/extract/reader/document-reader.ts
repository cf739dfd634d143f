import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AnalyzerError } from '../../analyzer-error.ts';
import type { TDocumentType } from '../../files/detect-document-type.ts';
import type { DocumentText } from '../extract-text.ts';
import type { ExtractLimits } from '../extract-limits.ts';
import type { ExtractReply, ExtractTask, ReaderMessage } from './extract-worker.ts';

/** Set by the server's bundler: where the built reader lies, relative to this file's source. */
declare const BUNDLED_EXTRACT_WORKER: string | undefined;

export interface DocumentReaderOptions {
  /** Documents read at once, each in its own reader process. */
  processes: number;
  /** Documents waiting for a reader; past this the reader answers READER_BUSY. */
  maxQueue: number;
  /** Wall time of one reading, from the moment its reader starts on it. */
  timeoutMs: number;
  /** Heap of one reader process (V8 old generation, MB). */
  memoryMb: number;
}

export interface DocumentReader {
  /** The document's text, read in a reader process within its limits (else DOCUMENT_LIMIT). */
  read(bytes: Uint8Array, type: TDocumentType, limits: ExtractLimits): Promise<DocumentText>;
  close(): Promise<void>;
}

const IDLE_MS = 60_000;

function readerScript(): string {
  const url =
    typeof BUNDLED_EXTRACT_WORKER === 'string'
      ? new URL(BUNDLED_EXTRACT_WORKER, import.meta.url)
      : new URL('./extract-worker.ts', import.meta.url);
  return fileURLToPath(url);
}

/**
 * Reader processes for documents. A PDF of thousands of pages or a DOCX with a huge body used to
 * block the event loop (every request waited) and grow the server's memory; read in a process of
 * its own, it costs that process alone. A reading past its time is ended by killing its reader;
 * one past its memory ends its reader (V8 aborts the process at its heap limit). Processes rather
 * than worker threads: a thread at its heap limit may abort the whole server (V8's
 * near-heap-limit escape is not reliable for a large allocation).
 */
export function createDocumentReader(options: DocumentReaderOptions): DocumentReader {
  const script = readerScript();
  const idle: { child: ChildProcess; timer: NodeJS.Timeout }[] = [];
  const children = new Set<ChildProcess>();
  const waiting: (() => void)[] = [];
  let running = 0;

  function spawnReader(): ChildProcess {
    const child = fork(script, [], {
      execArgv: [
        // TypeScript source (tests, tsx) needs tsx in the reader too; the bundle's is JavaScript.
        ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
        `--max-old-space-size=${options.memoryMb}`,
      ],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  }

  async function takeSlot() {
    if (running < options.processes) {
      running += 1;
      return;
    }
    if (waiting.length >= options.maxQueue)
      throw new AnalyzerError(
        'READER_BUSY',
        'Too many documents are being read at the moment; please try again in a minute',
      );
    // The slot is handed over by `giveSlot`, so `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function giveSlot() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  function takeReader(): ChildProcess {
    const kept = idle.pop();
    if (!kept) return spawnReader();
    clearTimeout(kept.timer);
    return kept.child;
  }

  function keepReader(child: ChildProcess) {
    if (child.exitCode !== null || child.signalCode !== null || !child.connected) return;
    const timer = setTimeout(() => {
      const index = idle.findIndex((entry) => entry.child === child);
      if (index >= 0) idle.splice(index, 1);
      child.kill();
    }, IDLE_MS);
    timer.unref();
    idle.push({ child, timer });
  }

  return {
    async read(bytes, type, limits) {
      await takeSlot();
      const child = takeReader();
      try {
        const reply = await readOnce(child, { bytes, type, limits }, options);
        keepReader(child);
        if ('error' in reply) throw new AnalyzerError(reply.error.code, reply.error.message);
        if ('failure' in reply) throw new Error(reply.failure);
        return reply.document;
      } finally {
        giveSlot();
      }
    },
    async close() {
      for (const { timer } of idle.splice(0)) clearTimeout(timer);
      for (const child of children) child.kill('SIGKILL');
    },
  };
}

/** One task on one reader; its clock starts when the reader says it started. */
function readOnce(
  child: ChildProcess,
  task: ExtractTask,
  options: DocumentReaderOptions,
): Promise<ExtractReply> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: ReaderMessage) => {
      if (message.type === 'started') {
        timer = setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, options.timeoutMs);
        return;
      }
      done();
      resolve(message.reply);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      done();
      reject(describeExit(timedOut, code, signal, options));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(task, (err) => {
      if (!err) return;
      done();
      child.kill('SIGKILL');
      reject(err);
    });
  });
}

function describeExit(
  timedOut: boolean,
  code: number | null,
  signal: NodeJS.Signals | null,
  options: DocumentReaderOptions,
): Error {
  if (timedOut) {
    const seconds = Math.round(options.timeoutMs / 1000);
    return new AnalyzerError(
      'DOCUMENT_LIMIT',
      `This document took longer than ${seconds} seconds to read and was stopped`,
    );
  }
  // V8 aborts a process that reaches its heap limit (SIGABRT, or exit code 134 through a shell).
  if (signal === 'SIGABRT' || code === 134)
    return new AnalyzerError(
      'DOCUMENT_LIMIT',
      `This document needed more than ${options.memoryMb} MB of memory to read and was stopped`,
    );
  return new Error(`The document reader stopped unexpectedly (${signal ?? `exit ${code}`})`);
}
