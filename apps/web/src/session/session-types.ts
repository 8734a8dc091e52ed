import type { UserStatus } from '@mashaer/contract';

export type SessionUser = {
  id: number;
  name: string;
  email: string;
  phone?: string | null;
  type_id: number;
  parent_id?: number | null;
  status: UserStatus;
  status_text?: string;
  is_acknowledged: boolean;
  is_government?: boolean | number;
  reject_reason?: string | null;
  roles?: { id: number; name: string }[];
};

export type SessionType = { id: number; code: string; name: string };

export type Session = {
  token: string | null;
  user: SessionUser | null;
  type: SessionType | null;
  consultant: unknown;
  isAllianceLeader: boolean;
  isBelongToAlliance: boolean;
  tokenTafweej: string | null;
  permissions: string[];
  isPolicy: boolean;
};

/** The answer of POST auth/login (what is stored of it). */
export type LoginAnswer = {
  message?: string;
  user: SessionUser;
  type: SessionType;
  consultant?: unknown;
  access_token: string;
  is_alliance_leader?: boolean | number;
  is_belong_to_alliacne?: boolean | number;
  is_policy?: boolean;
  permissions?: string[];
  token_tafweej?: string | null;
};
