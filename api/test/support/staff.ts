import type { StaffRole } from '@greencart/contracts';
import type request from 'supertest';
import { StaffAccountEntity } from '../../src/staff/staff-account.entity.js';
import { hashPassword } from '../../src/user/password-hash.js';
import type { TestApp } from './test-app.js';

/** A staff account made for a test, with the password it logs in with. */
export interface TestStaff {
  id: string;
  email: string;
  password: string;
  name: string;
  role: StaffRole;
}

let made = 0;

/** Inserts an active staff account straight into the database (quicker than an invite). */
export async function createStaff(test: TestApp, role: StaffRole): Promise<TestStaff> {
  made += 1;
  const email = `${role}${made}-${Date.now()}@staff.test`;
  const password = `${role} password ${made} for tests`;
  const name = `Test ${role} ${made}`;
  const repository = test.dataSource.getRepository(StaffAccountEntity);
  const saved = await repository.save(
    repository.create({ email, name, role, passwordHash: await hashPassword(password) }),
  );
  return { id: saved.id, email, password, name, role };
}

/** An agent logged in as `staff` through `POST /api/seller/login`. */
export async function loginStaff(
  test: TestApp,
  staff: { email: string; password: string },
): Promise<request.Agent> {
  const agent = test.http();
  const response = await agent
    .post('/api/seller/login')
    .send({ email: staff.email, password: staff.password });
  if (response.status !== 200) throw new Error(`staff login failed: ${response.status}`);
  return agent;
}
