import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { recordEvents } from './test-support/events.ts';
import { ENGLISH_CV, FRENCH_JD, makePdf } from './test-support/documents.ts';
import { postAnalyze, uploadAndComplete } from './test-support/uploads.ts';

describe('hand-entered values win over an analysis', () => {
  const t = useTestContext();

  async function getNeed(user: { token: string }, id: string) {
    return (await t.app.inject({ url: `/api/v1/needs/${id}`, headers: t.auth(user) })).json();
  }

  it('a JD uploaded to a need and its re-analysis keep the typed company and skills and fill the empty fields', async () => {
    const sales = await t.createUser('Sales');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: t.auth(sales),
      payload: {
        title: 'Java payments developer',
        client: 'Hand Client',
        tjm: 600,
        jdCompany: 'Hand Company',
        jdRequiredSkills: ['Cobol'],
      },
    });
    expect(created.statusCode).toBe(201);
    const needId = created.json().id as string;
    expect(created.json().manualFields).toEqual([
      'title',
      'client',
      'tjm',
      'jdCompany',
      'jdRequiredSkills',
    ]);

    const recorder = recordEvents(t.app.ctx.bus);
    const res = await postAnalyze(t, sales, [
      { name: 'files', filename: 'fiche.pdf', bytes: await makePdf(FRENCH_JD) },
      { name: 'file_types', value: 'jd' },
      { name: 'api_config_json', value: JSON.stringify({ need_id: needId }) },
    ]);
    expect(res.statusCode).toBe(200);
    const flowId = res.json().results[0].entity_id as string;
    await recorder.waitFor((e) => e.event_type === 'need_analysis_complete' && e.job_id === flowId);

    const need = await getNeed(sales, needId);
    expect(need).toMatchObject({
      title: 'Java payments developer',
      client: 'Hand Client',
      tjm: 600,
      jdCompany: 'Hand Company',
      jdRequiredSkills: ['Cobol'],
      // Empty before: filled by the analysis.
      jdLocation: 'Paris',
      jdAnalysisStatus: 'READY',
    });
    expect(need.jdSeniority).toBeTruthy();
    expect(need.jdExperienceYears).toBe(5);
    expect(need.jdResponsibilities.length).toBeGreaterThan(0);
    // A short summary, never the whole document.
    expect(need.description).toBe(
      "Au sein de l'équipe Paiements, vous rejoindrez le projet de refonte des virements.",
    );
    // The analysis object agrees with the values that stayed.
    expect(need.jdAnalysis).toMatchObject({ company: 'Hand Company', requiredskills: ['Cobol'] });
    expect(need.manualFields).toEqual(['title', 'client', 'tjm', 'jdCompany', 'jdRequiredSkills']);

    // A re-analysis (a new JD file on the need's card) keeps them too.
    const { body: again } = await uploadAndComplete(
      t,
      sales,
      `/api/v1/needs/${needId}/jd`,
      FRENCH_JD,
    );
    await recorder.waitFor(
      (e) => e.event_type === 'need_analysis_complete' && e.job_id === again.entity_id,
    );
    expect(await getNeed(sales, needId)).toMatchObject({
      client: 'Hand Client',
      jdCompany: 'Hand Company',
      jdRequiredSkills: ['Cobol'],
      jdLocation: 'Paris',
    });
    recorder.stop();
  });

  it('a CV analysed onto a candidate keeps the typed skills and city and fills the empty fields', async () => {
    const sales = await t.createUser('Sales');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidates',
      headers: t.auth(sales),
      payload: {
        name: 'Jane Hand',
        email: 'jane.hand@example.com',
        skills: ['Cobol'],
        cvCity: 'Nantes',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().candidate?.id ?? created.json().id;
    const recorder = recordEvents(t.app.ctx.bus);
    const { body: done } = await uploadAndComplete(
      t,
      sales,
      `/api/v1/candidates/${id}/cv`,
      ENGLISH_CV,
      {
        analyze: true,
      },
    );
    expect(done.entity_id).toBeTruthy();
    await recorder.waitFor(
      (e) => e.event_type === 'candidate_analysis_complete' && e.job_id === done.entity_id,
    );
    const candidate = (
      await t.app.inject({ url: `/api/v1/candidates/${id}`, headers: t.auth(sales) })
    ).json();
    expect(candidate).toMatchObject({
      name: 'Jane Hand',
      email: 'jane.hand@example.com',
      skills: ['Cobol'],
      cvCity: 'Nantes',
      cvRole: 'Senior Java Developer',
      cvAnalysisStatus: 'READY',
    });
    expect(candidate.phone).toBe('+33612345678');
    expect(JSON.parse(candidate.cvHardSkillsJson)).toEqual(expect.arrayContaining(['Java']));
    expect(candidate.manualFields).toEqual(['name', 'email', 'skills', 'cvCity']);
    recorder.stop();
  });

  it('corrections made after an analysis (need fields and lists) survive a re-analysis', async () => {
    const sales = await t.createUser('Sales');
    const need = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/needs',
        headers: t.auth(sales),
        payload: { title: 'Java payments developer', client: 'Acme', tjm: 600 },
      })
    ).json();
    const recorder = recordEvents(t.app.ctx.bus);
    const analyse = async () => {
      const { body } = await uploadAndComplete(t, sales, `/api/v1/needs/${need.id}/jd`, FRENCH_JD);
      await recorder.waitFor(
        (e) => e.event_type === 'need_analysis_complete' && e.job_id === body.entity_id,
      );
      return getNeed(sales, need.id);
    };
    const analysed = await analyse();
    expect(analysed.jdLocation).toBe('Paris');
    expect(analysed.jdRequiredSkills).toEqual(expect.arrayContaining(['Java', 'Kubernetes']));
    expect(analysed.manualFields).toEqual(['title', 'client', 'tjm']);

    // A person corrects what the analysis read: a list, a place and the experience asked.
    const corrected = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(sales),
      payload: { jdRequiredSkills: ['Java', 'Quarkus'], jdLocation: 'Lyon', jdExperienceYears: 8 },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().manualFields).toEqual([
      'title',
      'client',
      'tjm',
      'jdLocation',
      'jdExperienceYears',
      'jdRequiredSkills',
    ]);

    const again = await analyse();
    expect(again).toMatchObject({
      jdRequiredSkills: ['Java', 'Quarkus'],
      jdLocation: 'Lyon',
      jdExperienceYears: 8,
      // What no person touched stays as the analysis read it.
      jdDesiredSkills: analysed.jdDesiredSkills,
      jdAnalysisStatus: 'READY',
    });
    // The analysis object agrees with the corrections, so no reader sees the old values.
    expect(again.jdAnalysis).toMatchObject({
      requiredskills: ['Java', 'Quarkus'],
      location: 'Lyon',
    });
    recorder.stop();
  });

  it("corrections of a candidate's analysed fields and skills lists survive a re-analysis", async () => {
    const sales = await t.createUser('Sales');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidates',
      headers: t.auth(sales),
      payload: { name: 'Jane Doe', email: 'jane.doe@example.com' },
    });
    const id = created.json().candidate?.id ?? created.json().id;
    const recorder = recordEvents(t.app.ctx.bus);
    const getCandidate = async () =>
      (await t.app.inject({ url: `/api/v1/candidates/${id}`, headers: t.auth(sales) })).json();
    const analyse = async () => {
      const { body } = await uploadAndComplete(
        t,
        sales,
        `/api/v1/candidates/${id}/cv`,
        ENGLISH_CV,
        {
          analyze: true,
        },
      );
      await recorder.waitFor(
        (e) => e.event_type === 'candidate_analysis_complete' && e.job_id === body.entity_id,
      );
      return getCandidate();
    };
    const analysed = await analyse();
    expect(analysed.cvRole).toBe('Senior Java Developer');
    expect(JSON.parse(analysed.cvHardSkillsJson)).toEqual(expect.arrayContaining(['Java']));

    const corrected = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${id}`,
      headers: t.auth(sales),
      payload: {
        cvRole: 'Lead Java Architect',
        skills: ['Java', 'Kotlin'],
        cvHardSkillsJson: JSON.stringify(['Java', 'Kotlin']),
        cvLanguagesJson: JSON.stringify(['English (fluent)', 'French (native)']),
        cvCity: 'Lyon',
      },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().manualFields).toEqual(
      expect.arrayContaining(['skills', 'cvRole', 'cvCity', 'cvHardSkillsJson', 'cvLanguagesJson']),
    );

    const again = await analyse();
    expect(again).toMatchObject({
      cvRole: 'Lead Java Architect',
      skills: ['Java', 'Kotlin'],
      cvCity: 'Lyon',
      cvAnalysisStatus: 'READY',
    });
    expect(JSON.parse(again.cvHardSkillsJson)).toEqual(['Java', 'Kotlin']);
    expect(JSON.parse(again.cvLanguagesJson)).toEqual(['English (fluent)', 'French (native)']);
    // The analysis object agrees with the corrections, as a need's does.
    expect(again.cvAnalysis).toMatchObject({
      role: 'Lead Java Architect',
      city: 'Lyon',
      hardskills: ['Java', 'Kotlin'],
      languages: ['English (fluent)', 'French (native)'],
    });
    recorder.stop();
  });

  it('an edit marks only the fields it changes; emptying a field gives it back to the analysis', async () => {
    const sales = await t.createUser('Sales');
    const need = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/needs',
        headers: t.auth(sales),
        payload: { title: 'Data engineer', client: 'Acme', tjm: 500 },
      })
    ).json();
    expect(need.manualFields).toEqual(['title', 'client', 'tjm']);
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/needs/${need.id}`,
        headers: t.auth(sales),
        payload,
      });
    // The edit form sends every field back: unchanged ones stay as they were.
    const edited = await patch({ title: 'Data engineer', jdTeam: 'Payments', jdLocation: null });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().manualFields).toEqual(['title', 'client', 'tjm', 'jdTeam']);
    const emptied = await patch({ jdTeam: null });
    expect(emptied.json().manualFields).toEqual(['title', 'client', 'tjm']);

    const candidate = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/candidates',
        headers: t.auth(sales),
        payload: { name: 'Ada Typed', email: 'ada.typed@example.com' },
      })
    ).json();
    const candidateId = candidate.candidate?.id ?? candidate.id;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${candidateId}`,
      headers: t.auth(sales),
      payload: { name: 'Ada Typed', cvRole: 'Data engineer' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().manualFields).toEqual(['name', 'email', 'cvRole']);
  });
});
