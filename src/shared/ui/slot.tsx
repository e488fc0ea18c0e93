import * as React from 'react';
import { cn } from './cn';

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: React.Ref<T> | undefined, value: T | null): (() => void) | void {
  if (typeof ref === 'function') return ref(value) ?? undefined;
  if (ref) (ref as React.RefObject<T | null>).current = value;
}

/** One ref callback that feeds several refs (React 19 cleanups included). */
function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (value) => {
    const cleanups = refs.map((ref) => setRef(ref, value));
    return () => {
      cleanups.forEach((cleanup, i) => (cleanup ? cleanup() : setRef(refs[i], null)));
    };
  };
}

/** The slot's props under the child's: handlers both run (the child's first), classes and styles combine. */
function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const name of Object.keys(slotProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = (childValue as (...a: unknown[]) => unknown)(...args);
        (slotValue as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    } else if (name === 'className') {
      merged[name] = cn(slotValue as string, childValue as string);
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (childValue === undefined) {
      merged[name] = slotValue;
    }
  }
  return merged;
}

/**
 * Renders its single child element with the slot's props merged in (the `asChild` pattern): a Button can be
 * a link, a FieldControl wires any control. Our own small version, so the sign-in path carries no UI library.
 */
export function Slot({
  children,
  ref,
  ...slotProps
}: React.HTMLAttributes<HTMLElement> & { ref?: React.Ref<HTMLElement> }) {
  const child = React.Children.only(children);
  if (!React.isValidElement(child)) return null;
  const childProps = child.props as AnyProps;
  const childRef = childProps.ref as React.Ref<HTMLElement> | undefined;
  return React.cloneElement(child, {
    ...mergeProps(slotProps as AnyProps, childProps),
    ref: ref || childRef ? composeRefs(ref, childRef) : undefined,
  } as AnyProps);
}
