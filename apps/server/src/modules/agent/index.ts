/** The agent area (agent centre calls grow here with the agent issues). */
