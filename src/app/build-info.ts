declare const __BUILD_STAMP__: string | undefined;

/** Build time stamp (epoch ms as text), appended to locale URLs so a new build reloads them. */
export const BUILD_STAMP: string = typeof __BUILD_STAMP__ === 'string' ? __BUILD_STAMP__ : 'dev';
