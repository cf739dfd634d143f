import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadDocument, type TCompletedUpload } from '../api/upload-document.ts';
import type { TDocumentTarget } from '../api/document-target.ts';
import type { TUploadTransport } from '../api/upload-strategies.ts';

export type TUploadState = { isUploading: boolean; progress: number };

/** One upload at a time for a target, with its progress and a cancel that aborts the transfer. */
export function useDocumentUpload(target: TDocumentTarget, transport?: TUploadTransport) {
  const [state, setState] = useState<TUploadState>({ isUploading: false, progress: 0 });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<TCompletedUpload> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ isUploading: true, progress: 0 });
      try {
        return await uploadDocument({
          target,
          file,
          signal: current.signal,
          onProgress: (progress) => setState({ isUploading: true, progress }),
          ...(transport ? { transport } : {}),
        });
      } finally {
        if (controller.current === current) controller.current = null;
        setState({ isUploading: false, progress: 0 });
      }
    },
    [target, transport],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { ...state, upload, cancel };
}
