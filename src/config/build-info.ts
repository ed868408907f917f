/** Frontend build information, read from git at build time (with a fallback outside git). */
export const BUILD_INFO = __BUILD_INFO__;
