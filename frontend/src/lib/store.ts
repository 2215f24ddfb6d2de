import { configureStore } from '@reduxjs/toolkit';
import { api, type ServerRequests } from './api';

/** The app's store; on the server, `serverRequests` says where its requests go (lib/api). */
export const createAppStore = (serverRequests?: ServerRequests) =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: serverRequests } }).concat(api.middleware),
  });

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
