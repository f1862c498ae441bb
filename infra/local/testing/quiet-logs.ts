// Tests keep the functions' structured logs out of the report; DEBUG_LOGS=1 brings them back.
if (!process.env.DEBUG_LOGS) process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
