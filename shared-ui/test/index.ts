/**
 * Test helpers shared by the remotes' component tests (`@greencart/shared-ui/test`); never
 * imported by application code. The fake API needs the jest environment and resolver of
 * tools/jest (msw-jsdom-environment.cjs, msw-resolver.cjs), as the remotes' jest configs set.
 */
export { FakeEventSource, setupFakeEventSource } from './fakeEventSource';
export { FakeApi, deferred } from './fakeHttp';
export type { FakeReply, FakeResponder, RecordedRequest } from './fakeHttp';
