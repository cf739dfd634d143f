import { ZCreateCandidateRequest } from '@staffing/domain';
import type { TActor } from '../../lib/actor.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';

type TDemo = {
  name: string;
  role: string;
  skills: string[];
  city: string;
  years: number;
  tjm: number | null;
  cost: number | null;
  pool: 'external' | 'employee' | 'freelance';
  /** Days from today to the end of the current mission (consultants); null: on the bench. */
  missionEndsIn?: number | null;
  availability?: string;
};

const STACKS: [string, string[]][] = [
  ['Développeur Java', ['Java', 'Spring Boot', 'PostgreSQL', 'Kafka', 'Docker']],
  ['Développeur Full Stack', ['TypeScript', 'React', 'Node.js', 'PostgreSQL']],
  ['Data Engineer', ['Python', 'Spark', 'SQL', 'Airflow', 'AWS']],
  ['Ingénieur DevOps', ['Kubernetes', 'Terraform', 'AWS', 'Docker', 'Linux']],
  ['Développeur .NET', ['C#', '.NET', 'Azure', 'SQL Server']],
  ['Data Scientist', ['Python', 'Machine learning', 'SQL', 'Pandas']],
  ['Développeur Front', ['JavaScript', 'React', 'TypeScript', 'CSS']],
  ['Chef de projet', ['Gestion de projet', 'Scrum', 'Jira']],
];
const FIRST = [
  'Camille',
  'Lucas',
  'Léa',
  'Hugo',
  'Chloé',
  'Nathan',
  'Manon',
  'Thomas',
  'Emma',
  'Jules',
];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Garcia'];
const CITIES = ['Paris', 'Lyon', 'Nantes', 'Lille', 'Toulouse'];
const CV_AVAILABILITY = ['ASAP', '1 month', '3 mois', '2 semaines'];

/**
 * 40 people with varied skills, seniority, cost and availability: 16 of the firm's consultants
 * (on the bench, or free in 2 weeks to 4 months) and 24 external candidates.
 */
export function demoPool(): TDemo[] {
  return Array.from({ length: 40 }, (_, i) => {
    const [role, stack] = STACKS[i % STACKS.length]!;
    const skills = stack.filter((_, k) => (i + k) % 5 !== 4);
    const pool = i % 5 === 0 ? 'freelance' : i % 5 < 3 && i < 20 ? 'employee' : 'external';
    const years = 1 + ((i * 7) % 15);
    const tjm = 450 + ((i * 37) % 400);
    const isConsultant = pool !== 'external';
    return {
      name: `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`,
      role: years >= 8 ? `${role} senior` : role,
      skills,
      city: CITIES[i % CITIES.length]!,
      years,
      tjm,
      cost: isConsultant ? Math.round(tjm * 0.7) : null,
      pool,
      missionEndsIn: isConsultant ? [null, 14, 45, 75, 120][i % 5]! : undefined,
      availability: isConsultant ? undefined : CV_AVAILABILITY[i % CV_AVAILABILITY.length],
    };
  });
}

const day = (inDays: number) =>
  new Date(Date.now() + inDays * 86_400_000).toISOString().slice(0, 10);

/** Writes the demo pool through the candidates service (validated, audited, announced). */
export async function loadDemoPool(
  candidates: Pick<TCandidatesService, 'create'>,
  actor: TActor,
): Promise<{ created: number; merged: number }> {
  let created = 0;
  let merged = 0;
  for (const [i, p] of demoPool().entries()) {
    const email = `${p.name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, '.')}.${i}@demo.example`;
    const body = ZCreateCandidateRequest.parse({
      name: p.name,
      email,
      skills: p.skills,
      cvRole: p.role,
      cvCity: p.city,
      cvCountry: 'France',
      cvExperienceYears: `${p.years} ans`,
      cvAvailability: p.availability ?? null,
      expectedTjm: p.tjm,
      consultantDailyCost: p.cost ?? undefined,
      poolKind: p.pool,
      missionEndDate:
        p.missionEndsIn === undefined || p.missionEndsIn === null
          ? undefined
          : day(p.missionEndsIn),
    });
    const result = await candidates.create(actor, body);
    if (result.merged) merged++;
    else created++;
  }
  return { created, merged };
}
