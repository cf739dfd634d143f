import { describe, expect, it } from 'vitest';
import { candidates, needs } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { recordEvents } from '../analysis/test-support/events.ts';

describe('AI e-mails', () => {
  const t = useTestContext();

  async function seed(language: 'fr' | 'en') {
    const [need] = await t.database.db
      .insert(needs)
      .values(
        language === 'fr'
          ? {
              title: 'Développeur Java Senior',
              client: 'Acme Banque',
              description:
                'Nous recherchons un développeur pour la refonte de notre plateforme de paiement.',
              jdRequiredSkills: ['Java', 'Kubernetes'],
              jdLocation: 'Paris',
              jdResponsibilities: ['Concevoir des microservices'],
            }
          : {
              title: 'Senior Java Developer',
              client: 'Acme Bank',
              description: 'We are looking for a developer to rebuild our payment platform.',
              jdRequiredSkills: ['Java', 'Kubernetes'],
              jdLocation: 'London',
            },
      )
      .returning();
    const [jane] = await t.database.db
      .insert(candidates)
      .values({
        name: 'Jane Doe',
        email: 'jane@example.com',
        skills: ['Docker', 'Java'],
        cvRole: 'Java Developer',
        cvExperienceYears: '8 years',
      })
      .returning();
    const [john] = await t.database.db
      .insert(candidates)
      .values({ name: 'John Roe', email: 'john@example.com', skills: ['Kubernetes'] })
      .returning();
    return { need: need!, jane: jane!, john: john! };
  }

  it('writes a French candidates e-mail with each daily rate and availability', async () => {
    const sales = await t.createUser('Sales', { name: 'Marie Martin' });
    const { need, jane, john } = await seed('fr');
    const recorder = recordEvents(t.app.ctx.bus);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/emails/generate',
      headers: t.auth(sales),
      payload: {
        job_analysis_key: need.id,
        cv_analysis_keys: [jane.id, john.id],
        cv_details: {
          [jane.id]: { tjm: 550, availability: 'Immédiate' },
          [john.id]: { tjm: '620.5', availability: 'Sous 1 mois' },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const jobId = res.json().mail_job_id as string;
    const done = await recorder.waitFor(
      (e) => e.event_type === 'mail_generation_complete' && e.job_id === jobId,
    );
    const text = done.payload.email_content as string;
    expect(text).toContain(
      'Objet : Proposition de profils pour votre besoin « Développeur Java Senior »',
    );
    expect(text).toContain('1. Jane Doe – Java Developer');
    expect(text).toContain('   Compétences clés : Java, Docker');
    expect(text).toContain('TJM : 550 € HT / jour');
    expect(text).toContain('TJM : 620.50 € HT / jour');
    expect(text).toContain('Disponibilité : Sous 1 mois');
    expect(text).toContain('Marie Martin');
    expect(
      recorder.events.some(
        (e) => e.event_type === 'mail_generation_progress' && e.job_id === jobId,
      ),
    ).toBe(true);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analysisIA/mails/${jobId}`,
      headers: t.auth(sales),
    });
    expect(read.json()).toMatchObject({ email_content: text, status: 'completed' });
  });

  it('writes an English need description e-mail', async () => {
    const sales = await t.createUser('Sales');
    const { need } = await seed('en');
    const recorder = recordEvents(t.app.ctx.bus);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/need_emails/generate',
      headers: t.auth(sales),
      payload: { job_analysis_key: need.id },
    });
    const jobId = res.json().need_mail_job_id as string;
    const done = await recorder.waitFor(
      (e) => e.event_type === 'need_description_mail_complete' && e.job_id === jobId,
    );
    const text = done.payload.email_content as string;
    expect(text).toContain('Subject: Assignment opportunity – Senior Java Developer');
    expect(text).toContain('Location: London');
    expect(text).toContain('Required skills: Java, Kubernetes');
    expect(text).not.toContain('Acme Bank');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analysisIA/need_mails/${jobId}`,
      headers: t.auth(sales),
    });
    expect(read.json()).toMatchObject({ email_content: text, status: 'completed' });
    // An English candidates e-mail from the same need.
    const [jane] = await t.database.db.select().from(candidates);
    const cv = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/emails/generate',
      headers: t.auth(sales),
      payload: {
        job_analysis_key: need.id,
        cv_analysis_keys: [jane!.id],
        cv_details: { [jane!.id]: { tjm: 700, availability: 'ASAP' } },
      },
    });
    const mail = await recorder.waitFor(
      (e) => e.event_type === 'mail_generation_complete' && e.job_id === cv.json().mail_job_id,
    );
    expect(mail.payload.email_content).toContain('Daily rate: €700 excl. VAT per day');
    expect(mail.payload.email_content).toContain('Availability: ASAP');
  });

  it('checks the selection, the rates and the availabilities', async () => {
    const sales = await t.createUser('Sales');
    const { need, jane } = await seed('en');
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/analysisIA/emails/generate',
        headers: t.auth(sales),
        payload,
      });
    expect(
      (await post({ job_analysis_key: need.id, cv_analysis_keys: [], cv_details: {} })).json()
        .detail,
    ).toBe('Please select at least one candidate');
    expect(
      (
        await post({
          job_analysis_key: need.id,
          cv_analysis_keys: [jane.id],
          cv_details: { [jane.id]: { availability: 'ASAP' } },
        })
      ).json().detail,
    ).toBe('TJM is required');
    expect(
      (
        await post({
          job_analysis_key: need.id,
          cv_analysis_keys: [jane.id],
          cv_details: { [jane.id]: { tjm: 500, availability: ' ' } },
        })
      ).json().detail,
    ).toBe('Availability is required');
    const recruiter = await t.createUser('Recruiter');
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/need_emails/generate',
      headers: t.auth(recruiter),
      payload: { job_analysis_key: need.id },
    });
    expect(denied.statusCode).toBe(403);
  });
  it("attaches the selected candidates' dossiers to the CV mail draft, and only theirs", async () => {
    const sales = await t.createUser('Sales');
    const { need, jane, john } = await seed('fr');
    const dossierOf = async (candidateId: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/candidates/${candidateId}/dossier/generate`,
        headers: t.auth(sales),
        payload: { needId: need.id, language: 'fr', anonymise: true },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { fileId: string; filename: string };
    };
    const janes = await dossierOf(jane.id);
    const johns = await dossierOf(john.id);
    const recorder = recordEvents(t.app.ctx.bus);
    const request = (attachments: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/analysisIA/emails/generate',
        headers: t.auth(sales),
        payload: {
          job_analysis_key: need.id,
          cv_analysis_keys: [jane.id],
          cv_details: { [jane.id]: { tjm: 550, availability: 'Immédiate' } },
          attachments,
        },
      });
    const foreign = await request([johns.fileId]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail).toBe(
      'attachments must name dossiers generated for the selected candidates',
    );
    const res = await request([janes.fileId]);
    expect(res.statusCode, res.body).toBe(200);
    const jobId = res.json().mail_job_id as string;
    await recorder.waitFor(
      (e) => e.event_type === 'mail_generation_complete' && e.job_id === jobId,
    );
    const mail = await t.app.inject({
      url: `/api/v1/analysisIA/mails/${jobId}`,
      headers: t.auth(sales),
    });
    expect(mail.json().attachments).toEqual([
      {
        candidateId: jane.id,
        fileId: janes.fileId,
        filename: janes.filename,
        url: `/api/v1/candidates/${jane.id}/dossiers/${janes.fileId}`,
      },
    ]);
  });
});
