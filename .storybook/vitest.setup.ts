import { setProjectAnnotations } from '@storybook/react';
import preview from './preview';

/*
 * Browser APIs that Radix needs and jsdom lacks. Only what the stories exercise: the popper measures its
 * trigger (ResizeObserver), Select captures the pointer and scrolls the active option into view.
 */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

/*
 * vitest points document.defaultView at its Node global, which jsdom's event constructors do not accept as
 * a Window; user-event then throws "member view is not of type Window" when a label click is forwarded to
 * its control. Give the document its real jsdom window back (the ariakit/ariakit#7395 workaround).
 */
const jsdomWindow = (globalThis as { jsdom?: { window: Window & typeof globalThis } }).jsdom?.window;
if (jsdomWindow && document.defaultView !== jsdomWindow) {
  Object.defineProperty(document, 'defaultView', { get: () => jsdomWindow, configurable: true });
}

setProjectAnnotations([preview]);
