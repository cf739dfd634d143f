import {
  composeCandidatesMail,
  composeFollowUpMail,
  composeNeedMail,
  type TFollowUpMailCandidate,
  type TMailCandidate,
  type TMailLanguage,
  type TMailNeed,
} from './compose-mail.ts';

export type TCandidatesMailInput = {
  language: TMailLanguage;
  need: TMailNeed;
  candidates: TMailCandidate[];
  senderName: string;
};

export type TNeedMailInput = { language: TMailLanguage; need: TMailNeed; senderName: string };

/** The follow-up of a candidate sent to the client on `sentAt` (ISO). */
export type TFollowUpMailInput = {
  language: TMailLanguage;
  need: TMailNeed;
  candidate: TFollowUpMailCandidate;
  sentAt: string;
  senderName: string;
};

/**
 * A written mail and what the flow should say about how it was written (null when there is
 * nothing to say: the template of the offline provider is the expected path).
 */
export type TWrittenMail = { email_content: string; message: string | null };

/** What the server's mail jobs need from an AI provider. A writer never fails: it falls back. */
export interface MailWriter {
  readonly name: string;
  writeCandidatesMail(input: TCandidatesMailInput): Promise<TWrittenMail>;
  writeNeedMail(input: TNeedMailInput): Promise<TWrittenMail>;
  writeFollowUpMail(input: TFollowUpMailInput): Promise<TWrittenMail>;
}

/** The offline provider: the templates, in the need's language. */
export function createTemplateMailWriter(): MailWriter {
  return {
    name: 'local',
    writeCandidatesMail: async (input) => ({
      email_content: composeCandidatesMail(input),
      message: null,
    }),
    writeNeedMail: async (input) => ({ email_content: composeNeedMail(input), message: null }),
    writeFollowUpMail: async (input) => ({
      email_content: composeFollowUpMail(input),
      message: null,
    }),
  };
}
