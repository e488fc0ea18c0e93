// Style sheets are imported for their side effect only (TOOLCHAIN pitfall 8).
declare module '*.css';
