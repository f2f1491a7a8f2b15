/** Runs before each test file (vitest.config.ts setupFiles): the file's today is the day it starts on. */
import { refreshTestToday } from "./today";

refreshTestToday();
