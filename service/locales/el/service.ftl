# The service's own words (el).

svc-undo-taken-back = { $who }: { $decisions ->
        [one] αναιρέθηκε { $decisions } απόφαση
       *[other] αναιρέθηκαν { $decisions } αποφάσεις
    }
