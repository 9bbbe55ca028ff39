
/*
 * locale.c - the views' own words in the page's language.  A German
 * article read aloud should not switch to an English voice for "Skip to
 * article" and "14 March 2024"; for a language without an entry here the
 * view keeps English and marks it lang="en".  The languages are those
 * whose dates the parser reads (date.c).
 *
 * Copyright (C) newsseg authors
 */


#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "locale.h"


const nseg_locale_t  nseg_locale_en = {
    "en", "Skip to article", "Updated", "Source:", "Untitled article",
    "Article", "%d %m %y", NULL,
    { "January", "February", "March", "April", "May", "June", "July",
      "August", "September", "October", "November", "December" }
};


static const nseg_locale_t  nseg_locales[] = {

    { "de", "Zum Artikel springen", "Aktualisiert am", "Quelle:",
      "Artikel ohne Titel", "Artikel", "%d. %m %y", NULL,
      { "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli",
        "August", "September", "Oktober", "November", "Dezember" } },

    /* a no-break space before the colon, as French typography has it */
    { "fr", "Aller à l’article", "Mis à jour le", "Source\xc2\xa0:",
      "Article sans titre", "Article", "%d %m %y", "1er",
      { "janvier", "février", "mars", "avril", "mai", "juin", "juillet",
        "août", "septembre", "octobre", "novembre", "décembre" } },

    { "es", "Saltar al artículo", "Actualizado el", "Fuente:",
      "Artículo sin título", "Artículo", "%d de %m de %y", NULL,
      { "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
        "agosto", "septiembre", "octubre", "noviembre", "diciembre" } },

    { "pt", "Ir para o artigo", "Atualizado em", "Fonte:",
      "Artigo sem título", "Artigo", "%d de %m de %y", "1º",
      { "janeiro", "fevereiro", "março", "abril", "maio", "junho",
        "julho", "agosto", "setembro", "outubro", "novembro",
        "dezembro" } },

    { "it", "Vai all’articolo", "Aggiornato il", "Fonte:",
      "Articolo senza titolo", "Articolo", "%d %m %y", "1º",
      { "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
        "luglio", "agosto", "settembre", "ottobre", "novembre",
        "dicembre" } },

    { "nl", "Naar het artikel", "Bijgewerkt op", "Bron:",
      "Artikel zonder titel", "Artikel", "%d %m %y", NULL,
      { "januari", "februari", "maart", "april", "mei", "juni", "juli",
        "augustus", "september", "oktober", "november", "december" } },

    /* the genitive: "14 marca 2024", not "14 marzec 2024" */
    { "pl", "Przejdź do artykułu", "Zaktualizowano", "Źródło:",
      "Artykuł bez tytułu", "Artykuł", "%d %m %y", NULL,
      { "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca",
        "lipca", "sierpnia", "września", "października", "listopada",
        "grudnia" } },
};


const nseg_locale_t *
nseg_locale_find(const char *lang)
{
    size_t                i, n;
    const nseg_locale_t  *loc;

    if (lang == NULL) {
        return NULL;
    }

    n = strcspn(lang, "-_");

    for (i = 0; i <= sizeof(nseg_locales) / sizeof(nseg_locales[0]); i++) {
        loc = (i == 0) ? &nseg_locale_en : &nseg_locales[i - 1];

        if (strlen(loc->lang) == n && strncasecmp(lang, loc->lang, n) == 0) {
            return loc;
        }
    }

    return NULL;
}
