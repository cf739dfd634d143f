import type { TNeed } from '@staffing/domain';
import type { TOrderClient } from '../components/order-clients-input.tsx';

/** The fields the Create and Edit Need forms both hold, as their inputs hold them. */
export type TNeedFormFields = {
  title: string;
  client: string;
  description: string;
  category: string;
  quantity: number | string;
  consultants: string[];
  orderClients: TOrderClient[];
  tjm: number | string;
  jdSeniority: string;
  jdTeam: string;
  jdProjectName: string;
  jdCompany: string;
  jdLocation: string;
  jdExperienceYears: number | string;
  jdStartDate: string;
  jdDuration: string;
  jdRemoteDays: number | string;
  jdEducation: string;
  jdRequiredSkills: string[];
  jdDesiredSkills: string[];
  jdSoftSkills: string[];
  jdResponsibilities: string[];
};

/** A need's shared form fields: absent values as empty inputs, lists copied, clients paired. */
export function getNeedFormFields(need: TNeed): TNeedFormFields {
  return {
    title: need.title,
    client: need.client,
    description: need.description ?? '',
    category: need.category ?? '',
    quantity: need.quantity,
    consultants: [...need.consultants],
    orderClients: need.orderClients.map((name, i) => ({
      name,
      email: need.orderClientsEmail[i] ?? '',
    })),
    tjm: need.tjm ?? '',
    jdSeniority: need.jdSeniority ?? '',
    jdTeam: need.jdTeam ?? '',
    jdProjectName: need.jdProjectName ?? '',
    jdCompany: need.jdCompany ?? '',
    jdLocation: need.jdLocation ?? '',
    jdExperienceYears: need.jdExperienceYears ?? '',
    jdStartDate: need.jdStartDate ?? '',
    jdDuration: need.jdDuration ?? '',
    jdRemoteDays: need.jdRemoteDays ?? '',
    jdEducation: need.jdEducation ?? '',
    jdRequiredSkills: [...need.jdRequiredSkills],
    jdDesiredSkills: [...need.jdDesiredSkills],
    jdSoftSkills: [...need.jdSoftSkills],
    jdResponsibilities: [...need.jdResponsibilities],
  };
}
