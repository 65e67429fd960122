/** The wallet area: balance now; transfers with the ledger. */
