/** Account record, betting record, profit and loss, bonus details. */
