// Contracts of the back office's API (/api/operator/...), one file per screen's data.
export {};
