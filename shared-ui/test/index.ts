/**
 * Test helpers shared by the remotes' component tests (`@greencart/shared-ui/test`); never
 * imported by application code.
 */
export { FakeEventSource, setupFakeEventSource } from './fakeEventSource';
